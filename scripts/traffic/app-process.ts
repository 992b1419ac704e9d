// The production build of the app as a child process, for the chaos and load tests: built
// first when the build is missing or older than the sources (as `npm start` decides), then
// `node dist-server/src-server/main.js` with NODE_ENV=production on a free port of 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src-server/test/server-process.js';
import { onCleanup } from './cleanup.js';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(root, 'dist-server', 'src-server', 'main.js');
const builtFiles = [
  serverEntry,
  path.join(root, 'dist', 'client', 'index.html'),
  path.join(root, 'dist', 'client', 'admin.html'),
  path.join(root, 'dist', 'server', 'entry-server.js'),
];
// The same list as scripts/start.mjs.
const sources = [
  'src',
  'src-server',
  'migrations',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Runs `npm run build` when a built file is missing or a source is newer than the oldest one;
 * `build: false` (--no-build) only insists that a build exists.
 */
export function ensureBuilt({ build = true } = {}): void {
  const builtAt = Math.min(
    ...builtFiles.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)),
  );
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > 0 && (changedAt <= builtAt || !build)) {
    const note = changedAt > builtAt ? ', older than the sources (--no-build)' : '';
    console.log(`Production build from ${new Date(builtAt).toISOString().slice(0, 19)}Z${note}.`);
    return;
  }
  if (!build) throw new Error('No production build: run `npm run build` (or drop --no-build).');
  console.log(builtAt === 0 ? 'No build yet: npm run build…' : 'Sources changed: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

export interface AppProcess {
  pid: number;
  url: string;
  /** The last `outputLimit` characters the process printed, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  alive: () => boolean;
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts the built app with `env` (and PATH) and waits until /readyz answers 200. */
export async function startApp(
  env: Record<string, string>,
  { timeoutMs = 120_000, outputLimit = 20_000 } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-outputLimit));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const forget = onCleanup({
    what: `the app (pid ${String(child.pid)})`,
    run: () => {
      if (alive()) child.kill('SIGKILL');
    },
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      forget();
      resolve(code);
    }),
  );
  const app: AppProcess = {
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    alive,
    kill: (signal) => child.kill(signal),
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${app.url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return app;
    if (!alive() || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not come up; its output:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
