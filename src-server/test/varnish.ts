import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../paths.js';
import { freePort } from './server-process.js';

// A real Varnish (Debian's varnishd with the xkey vmod) on a free port, in front of an app on
// `backendPort`, with the repository's deploy/varnish/etalase.vcl: the test renders a copy with
// the backend's port, the rest as shipped.

export const VARNISHD = '/usr/sbin/varnishd';
/** Whether this machine can run the Varnish tests (`.ci/run` installs varnish varnish-modules). */
export const varnishMissing =
  !fs.existsSync(VARNISHD) ||
  !fs.existsSync('/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so');

export interface TestVarnish {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts Varnish on `port` (a free one unless given: the app's purge URL may name it first). */
export async function startVarnish(backendPort: number, port?: number): Promise<TestVarnish> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'etalase-varnish-'));
  const shipped = await fsp.readFile(path.join(projectRoot, 'deploy/varnish/etalase.vcl'), 'utf8');
  const vcl = shipped.replace('.port = "3000";', `.port = "${backendPort}";`);
  if (vcl === shipped) throw new Error('etalase.vcl no longer names its backend port as 3000');
  await fsp.writeFile(path.join(dir, 'etalase.vcl'), vcl);
  const listen = port ?? (await freePort());
  const args = [
    '-F',
    '-j',
    'none',
    '-a',
    `127.0.0.1:${listen}`,
    '-f',
    path.join(dir, 'etalase.vcl'),
  ];
  args.push('-n', path.join(dir, 'work'), '-s', 'malloc,64m', '-T', 'none');
  const child: ChildProcess = spawn(VARNISHD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await fsp.rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${url}/healthz`).catch(() => undefined);
    if (answer?.status === 200) return { url, output: () => output, stop };
    if (tries > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd did not come up; its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
