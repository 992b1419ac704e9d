import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { projectRoot } from './paths.js';
import { ensureMainAdmin } from './seed/first-admin.js';
import { MAIN_ADMIN } from './test/admins.js';
import { createRenderingApp } from './test/rendering-app.js';
import { freePort } from './test/server-process.js';

// test:pg skips this file: its subject is Caddy and the systemd unit in front of the app.
//
// The deploy/ folder against the real parts (README "Menjalankan di server", docs/decisions/0046):
// Debian's Caddy runs the shipped Caddyfile, with only its global options made local (its own
// CA instead of Let's Encrypt, free ports on 127.0.0.1, no admin endpoint), in front of the app
// listening on a port; requests come over https from different loopback addresses, as visitors
// from different places. The systemd unit goes through `systemd-analyze verify`.

const caddyBinary = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((file) => fs.existsSync(file));
const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) =>
  fs.existsSync(file),
);
const deployDir = path.join(projectRoot, 'deploy');

/** The shipped Caddyfile with local global options put first in its global options block. */
function localCaddyfile(ports: { http: number; https: number }): string {
  const shipped = fs.readFileSync(path.join(deployDir, 'Caddyfile'), 'utf8');
  const local = [
    '{',
    '\tadmin off',
    `\thttp_port ${ports.http}`,
    `\thttps_port ${ports.https}`,
    '\tdefault_bind 127.0.0.1',
    // `tls internal` for every site, and the local CA's root stays out of the system's trust.
    '\tlocal_certs',
    '\tskip_install_trust',
  ].join('\n');
  if (!/^\{$/m.test(shipped)) throw new Error('deploy/Caddyfile has no global options block');
  return shipped.replace(/^\{$/m, local);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still compressed. */
  body: Buffer;
}

interface Visit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's own address: any 127.x.y.z is this machine, seen as a different client. */
  from?: string;
}

/** Caddy, started on the shipped Caddyfile, and how to reach the shop through it. */
interface Front {
  publicUrl: string;
  httpPort: number;
  visit: (pathname: string, visit?: Visit) => Promise<Answer>;
  stop: () => Promise<void>;
}

function request(options: https.RequestOptions, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startCaddy(
  ports: { http: number; https: number },
  upstreamPort: number,
  folder: string,
): Promise<Front> {
  const config = path.join(folder, 'Caddyfile');
  fs.writeFileSync(config, localCaddyfile(ports));
  const child: ChildProcess = spawn(
    caddyBinary as string,
    ['run', '--config', config, '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: folder,
        XDG_DATA_HOME: path.join(folder, 'data'),
        XDG_CONFIG_HOME: path.join(folder, 'config'),
        ETALASE_DOMAIN: 'localhost',
        ETALASE_UPSTREAM: `127.0.0.1:${upstreamPort}`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const rootCert = path.join(folder, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const publicUrl = `https://localhost:${ports.https}`;
  // Only Caddy's own local CA is trusted: a certificate it did not issue fails the request.
  const visit = (pathname: string, v: Visit = {}) =>
    request(
      {
        host: '127.0.0.1',
        port: ports.https,
        servername: 'localhost',
        ca: fs.readFileSync(rootCert),
        agent: false,
        method: v.method ?? 'GET',
        path: pathname,
        localAddress: v.from ?? '127.0.0.1',
        headers: { host: `localhost:${ports.https}`, ...v.headers },
      },
      v.body,
    );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; ; tries++) {
    const ready = fs.existsSync(rootCert) && (await visit('/healthz').catch(() => undefined));
    if (ready && ready.status === 200) return { publicUrl, httpPort: ports.http, visit, stop };
    if (tries > 150 || child.exitCode !== null) {
      await stop();
      throw new Error(`caddy did not come up; its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const header = (answer: Answer, name: string) => [answer.headers[name] ?? []].flat();

describe.skipIf(!caddyBinary)(
  "Caddy in front of the app (deploy/Caddyfile; skipped without Debian's caddy: apt-get install caddy)",
  () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-caddy-'));
    let front: Front;
    let closeApp = (): Promise<void> => Promise.resolve();

    beforeAll(async () => {
      const ports = { http: await freePort(), https: await freePort() };
      // PUBLIC_URL and TRUST_PROXY as deploy/etalase.env.example sets them, on Caddy's port.
      const shop = await createRenderingApp({
        NODE_ENV: 'production',
        PUBLIC_URL: `https://localhost:${ports.https}`,
        TRUST_PROXY: 'loopback',
        LOGIN_SLOWDOWN_MAX_MS: '0',
        DATA_DIR: folder,
      });
      closeApp = shop.close;
      await ensureMainAdmin(shop.database.db, MAIN_ADMIN);
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      const appPort = (shop.app.server.address() as { port: number }).port;
      front = await startCaddy(ports, appPort, folder).catch((error: unknown) => {
        // Caddy 2.6 cleans its certificate storage at start while it issues the first local
        // certificate, and can delete the half-written one ("because key is empty"); it would
        // try again only a minute later. Another start, in fresh storage, is what a person does.
        if (!String(error).includes('because key is empty')) throw error;
        return startCaddy(ports, appPort, fs.mkdtempSync(path.join(folder, 'again-')));
      });
    });

    afterAll(async () => {
      // Undefined when the start failed: the failure is the one to see.
      await (front as Front | undefined)?.stop();
      await closeApp();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    const loginForm = (password: string) => ({
      method: 'POST',
      headers: {
        origin: front.publicUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username: MAIN_ADMIN.username, password }).toString(),
    });

    it('logs in through https with a Secure session cookie that opens the admin area', async () => {
      const login = await front.visit('/login', loginForm(MAIN_ADMIN.password));
      expect(login.status).toBe(303);
      expect(login.headers.location).toBe('/admin');
      const cookie = header(login, 'set-cookie').find((c) => c.startsWith('etalase_session='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      const admin = await front.visit('/admin', {
        headers: { cookie: String(cookie).split(';')[0] as string },
      });
      expect(admin.status).toBe(200);
      expect(header(admin, 'cache-control').join()).toMatch(/no-store|private/);
    });

    it('counts login attempts per visitor address that Caddy forwards, never one the visitor wrote', async () => {
      const wrong = loginForm('bukan-kata-sandinya');
      const from = '127.0.0.2';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const failed = await front.visit('/login', { ...wrong, from });
        expect(failed.headers.location).toMatch(/alasan=kredensial/);
      }
      // The sixth for this username from the same visitor is refused, whatever address it claims.
      const refused = await front.visit('/login', { ...wrong, from });
      expect(refused.headers.location).toMatch(/alasan=terlalu-sering/);
      const claimed = await front.visit('/login', {
        ...loginForm(MAIN_ADMIN.password),
        from,
        headers: { ...wrong.headers, 'x-forwarded-for': '198.51.100.7' },
      });
      expect(claimed.headers.location).toMatch(/alasan=terlalu-sering/);
      // Another visitor (another address) logs in with the right password.
      const elsewhere = await front.visit('/login', {
        ...loginForm(MAIN_ADMIN.password),
        from: '127.0.0.3',
      });
      expect(elsewhere.headers.location).toBe('/admin');
    });

    it("passes the app's compressed answer through once, as the app encoded it", async () => {
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        // Twice: the first is rendered, the second is the kept copy.
        for (let round = 0; round < 2; round++) {
          const page = await front.visit('/', { headers: { 'accept-encoding': accept } });
          expect(page.status).toBe(200);
          expect(header(page, 'content-encoding')).toEqual([encoding]);
          expect(decode(page.body).toString('utf8')).toMatch(/^<!doctype html>/i);
        }
      }
      const plain = await front.visit('/', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toMatch(/^<!doctype html>/i);
    });

    it("links with the https PUBLIC_URL, sends http:// to https://, and keeps the app's headers", async () => {
      const robots = await front.visit('/robots.txt');
      expect(robots.body.toString('utf8')).toContain(`Sitemap: ${front.publicUrl}/sitemap.xml`);
      const home = await front.visit('/');
      expect(header(home, 'strict-transport-security')).toHaveLength(1);
      expect(home.headers.server).toBeUndefined();
      const plainHttp = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const options = {
          port: front.httpPort,
          path: '/produk?x=1',
          headers: { host: 'localhost' },
        };
        http.get({ ...options, host: '127.0.0.1' }, resolve).on('error', reject);
      });
      plainHttp.resume();
      expect(plainHttp.statusCode).toBe(308);
      // Caddy names no port in it: on a server, https is 443.
      expect(plainHttp.headers.location).toBe('https://localhost/produk?x=1');
    });
  },
);

describe('the systemd unit and its environment file (deploy/)', () => {
  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify without a warning', () => {
    // Run here, the unit's node is this machine's (verify refuses a command that is not there);
    // nothing else changes. The etalase user and its folders need not exist for verify.
    const unit = fs
      .readFileSync(path.join(deployDir, 'etalase.service'), 'utf8')
      .replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `);
    expect(unit).toContain(`ExecStart=${process.execPath} `);
    expect(unit).toMatch(/^ExecStart=\S+ (--[\w-]+=\d+ )*dist-server\/src-server\/main\.js$/m);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-unit-'));
    try {
      fs.writeFileSync(path.join(folder, 'etalase.service'), unit);
      const verify = spawnSync(systemdAnalyze as string, ['verify', 'etalase.service'], {
        cwd: folder,
        encoding: 'utf8',
      });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('sets only settings the app reads, each one valid, behind a proxy on loopback', () => {
    const example = parseEnv(fs.readFileSync(path.join(deployDir, 'etalase.env.example'), 'utf8'));
    const documented = fs.readFileSync(path.join(projectRoot, '.env.example'), 'utf8');
    for (const name of Object.keys(example))
      expect(documented).toMatch(new RegExp(`^${name}=`, 'm'));
    const config = loadConfig(example);
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.host).toBe('127.0.0.1');
    // Caddy's default upstream (deploy/Caddyfile) is where the example has the app listen.
    const caddyfile = fs.readFileSync(path.join(deployDir, 'Caddyfile'), 'utf8');
    expect(caddyfile).toContain(`{$ETALASE_UPSTREAM:${config.host}:${config.port}}`);
  });
});
