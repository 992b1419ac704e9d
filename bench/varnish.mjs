// Varnish with the shipped VCL (deploy/varnish/etalase.vcl) in front of the bench's server, for
// the row of a kept page answered by Varnish (docs/decisions/0044). Undefined when Debian's
// varnish and varnish-modules are not installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, projectRoot } from '../scripts/built-server.mjs';

const VARNISHD = '/usr/sbin/varnishd';
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

export async function startBenchVarnish(backendPort) {
  if (!fs.existsSync(VARNISHD) || !fs.existsSync(XKEY)) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-varnish-'));
  const vcl = fs
    .readFileSync(path.join(projectRoot, 'deploy', 'varnish', 'etalase.vcl'), 'utf8')
    .replace('.port = "3000";', `.port = "${backendPort}";`);
  fs.writeFileSync(path.join(dir, 'etalase.vcl'), vcl);
  const port = await freePort();
  const child = spawn(
    VARNISHD,
    ['-F', '-j', 'none', '-T', 'none', '-a', `127.0.0.1:${port}`, '-n', path.join(dir, 'n')].concat(
      ['-f', path.join(dir, 'etalase.vcl'), '-s', 'malloc,256m'],
    ),
    { stdio: 'ignore' },
  );
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await gone;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100 && child.exitCode === null; tries++) {
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('varnishd did not come up');
}
