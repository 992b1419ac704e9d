import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/pglite.js';

/** Loads `.env` from the working directory if there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = path.resolve('.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** The config, or a clear message and exit code 1 (docs/conventions.md: fail loudly at boot). */
export function loadConfigOrExit(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

export function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Errors a person can fix get their message, not a stack trace. */
export function exitOnKnownError(error: unknown): never {
  if (error instanceof DataDirLockedError) exitWith(error.message);
  throw error;
}
