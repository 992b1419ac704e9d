// Starts the built server for the browser tests on a fresh embedded database with the demo
// catalogue, in its own data folder (removed first, so every run starts the same).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist-server', 'src-server', 'main.js');
if (!fs.existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// One folder per port, so two checkouts' browser tests on one machine never wipe each other's.
const dataDir = path.join(os.tmpdir(), `etalase-e2e-${process.env.E2E_PORT ?? '3457'}`);
fs.rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3457',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3457'}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-rahasia-123',
  LOG_LEVEL: 'warn',
  // Each browser test says which client it is (X-Forwarded-For, e2e/admin-helpers.ts), so the
  // per-client rate limits see many visitors, as they would in real use, not one machine.
  TRUST_PROXY: 'true',
});
await import(pathToFileURL(entry).href);
