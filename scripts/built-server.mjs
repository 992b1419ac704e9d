// The built server started as in production, for the scripts that measure it from outside
// (bench/run.mjs, scripts/lighthouse-budget.mjs): a free port on 127.0.0.1, the demo catalogue,
// warnings only in its log.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(projectRoot, 'dist-server', 'src-server', 'main.js');

/**
 * How deploy/etalase.service runs the server, for the benches to measure it the same way: the
 * Node flags of its ExecStart and its MALLOC_ARENA_MAX (docs/decisions/0050).
 */
export function serviceProcess() {
  const unit = fs.readFileSync(path.join(projectRoot, 'deploy', 'etalase.service'), 'utf8');
  const exec = /^ExecStart=\S+ (.*) dist-server\/src-server\/main\.js$/m.exec(unit)?.[1] ?? '';
  const arenas = /^Environment=MALLOC_ARENA_MAX=(\d+)$/m.exec(unit)?.[1];
  return {
    flags: exec.split(/\s+/).filter(Boolean),
    env: arenas ? { MALLOC_ARENA_MAX: arenas } : {},
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts `dist-server` as the service does (serviceProcess) on `port` with `env` on top of the
 * production defaults; resolves once /readyz answers 200 and the demo catalogue's pictures,
 * which a first start draws after it listens, are all stored (the server's "Gambar demo
 * selesai" line), with `stop()` (SIGTERM, then SIGKILL after 15 s): what is measured is the
 * shop as it then stays. Throws with the server's last output when it does not come up.
 */
export async function startBuiltServer({ port, env }) {
  if (!fs.existsSync(serverEntry)) throw new Error('Run `npm run build` first.');
  const base = `http://127.0.0.1:${port}`;
  const service = serviceProcess();
  const child = spawn(process.execPath, [...service.flags, serverEntry], {
    cwd: projectRoot,
    env: {
      ...service.env,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let picturesPending = false;
  let picturesDone = false;
  const keep = (chunk) => {
    output = (output + chunk).slice(-4_000);
    picturesPending ||= /Gambar demo: \d+ digambar setelah server siap/.test(output);
    picturesDone ||= /Gambar demo selesai/.test(output);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  for (let tries = 0; tries < 1_200 && child.exitCode === null; tries++) {
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.ok && (!picturesPending || picturesDone)) {
      return { base, child, stop, output: () => output };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${output}`);
}
