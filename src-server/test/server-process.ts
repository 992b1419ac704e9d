import { spawn } from 'node:child_process';
import net from 'node:net';
import { projectRoot } from '../paths.js';

// The real entry point (src-server/main.ts) as a child process, for tests about the process
// itself: boot, signals, a kill -9 in the middle of work.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

/** Fetches `url` until something answers (any status), for up to `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export interface ServerProcess {
  pid: number;
  url: string;
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Starts `main.ts` with `env` (and PATH) on a free port and waits until `/readyz` answers 200.
 * Fails with the process's output when it does not come up within `timeoutMs`.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const server: ServerProcess = {
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${server.url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return server;
    const gone = child.exitCode !== null || child.signalCode !== null;
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not come up; its output:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
