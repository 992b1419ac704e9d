import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.js';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/**
 * Where `tool` (pg_dump, pg_restore) is. Debian keeps each installed version's tools in
 * /usr/lib/postgresql/<version>/bin: the newest reads every older server and dump, while the
 * one on PATH may be older than the server, and pg_dump refuses a newer server. Elsewhere, PATH.
 */
function pgToolPath(tool: string): string {
  let versions: string[];
  try {
    versions = fs.readdirSync(DEBIAN_VERSIONS).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    return tool;
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const candidate = path.join(DEBIAN_VERSIONS, version, 'bin', tool);
    if (fs.existsSync(candidate)) return candidate;
  }
  return tool;
}

/**
 * Runs pg_dump or pg_restore against `databaseUrl` and answers what it printed. The password
 * goes through PGPASSWORD, never the command line (which other users of the machine can read)
 * nor our output.
 */
export async function runPgTool(tool: string, args: string[], databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const connection: string[] = [];
  let password = '';
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    password = decodeURIComponent(url.password);
    url.password = '';
    if (password) env.PGPASSWORD = password;
    connection.push(`--dbname=${url.toString()}`);
  }
  const child = spawn(pgToolPath(tool), [...args, ...connection], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} tidak ditemukan. Pasang klien PostgreSQL (paket postgresql-client).`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    const said = password ? errors.replaceAll(password, '…') : errors;
    throw new BackupError(`${tool} gagal (kode ${code}):\n${said.trim()}`);
  }
  return output;
}
