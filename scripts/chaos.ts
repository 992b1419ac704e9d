// `npm run test:chaos` (after `npm run build`): the app on a private PostgreSQL cluster under
// mixed traffic while the database's connections are terminated, it is stopped, started,
// killed with SIGKILL and started again. The app must stay up, answer 503 (JSON on the API,
// the error page for pages) and fail /readyz while the database is away, recover within
// seconds, and lose no acknowledged write. Then SIGTERM under load (answers for everything in
// flight, exit within 10 s) and kill -9 during uploads (the upload test, on this cluster).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type ServerProcess } from '../src-server/test/server-process.js';
import { NoPostgresError, PrivateCluster } from './traffic/private-cluster.js';
import {
  ADMIN,
  adminCookie,
  appEnvironment,
  fillCatalogue,
  lostWrites,
  MixedTraffic,
  type Answer,
} from './traffic/mixed-traffic.js';

const UNAVAILABLE = 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.';
const RECOVERY_LIMIT_MS = 15_000;
const root = path.resolve(import.meta.dirname, '..');

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  console.log(`  ${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!fs.existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.error('Jalankan `npm run build` dulu: test:chaos memakai hasil build.');
  process.exit(1);
}

const cluster = (() => {
  try {
    return new PrivateCluster();
  } catch (error) {
    if (!(error instanceof NoPostgresError)) throw error;
    // Like test:pg, a machine without PostgreSQL skips this test, saying so.
    console.log(`${error.message}\nSKIPPED: test:chaos needs PostgreSQL's server binaries.`);
    process.exit(0);
  }
})();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-chaos-app-'));
let server: ServerProcess | undefined;
const cleanUp = () => {
  server?.kill('SIGKILL');
  cluster.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** While the database is away: 503 with the message, JSON or the page; not ready, but alive. */
async function expectOutage(base: string, label: string): Promise<void> {
  const api = await fetch(`${base}/api/produk`);
  const apiBody = (await api.json().catch(() => ({}))) as { message?: string };
  check(api.status === 503 && apiBody.message === UNAVAILABLE, `${label}: API 503 JSON`);
  const page = await fetch(`${base}/kategori`);
  const pageBody = await page.text();
  check(
    page.status === 503 &&
      (page.headers.get('content-type') ?? '').startsWith('text/html') &&
      pageBody.includes(UNAVAILABLE),
    `${label}: page 503 error page`,
  );
  check((await fetch(`${base}/readyz`)).status === 503, `${label}: /readyz 503`);
  check((await fetch(`${base}/healthz`)).status === 200, `${label}: /healthz 200`);
}

/** Time from `since` until /readyz and a page and an API read answer 200 again. */
async function recovery(base: string, since: number, label: string): Promise<void> {
  for (;;) {
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) {
      const [page, api] = await Promise.all([fetch(`${base}/`), fetch(`${base}/api/faq`)]);
      if (page.status === 200 && api.status === 200) break;
    }
    if (Date.now() - since > RECOVERY_LIMIT_MS) {
      check(false, `${label}: recovered within ${RECOVERY_LIMIT_MS / 1000} s`);
      return;
    }
    await sleep(100);
  }
  check(true, `${label}: recovered in ${((Date.now() - since) / 1000).toFixed(1)} s`);
}

function summarize(answers: Answer[], label: string): void {
  const byStatus = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? 'no answer' : String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  console.log(`  ${label}: ${[...byStatus].map(([k, v]) => `${k}×${v}`).join(', ')}`);
  const bad = answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503));
  check(bad.length === 0, `${label}: no answer other than 2xx/4xx/503, never a dropped connection`);
  for (const a of bad.slice(0, 5))
    console.log(`      ${a.url} → ${a.status} ${a.error ?? a.body ?? ''}`);
  const wrong503 = answers.filter(
    (a) => a.status === 503 && a.body !== undefined && !a.body.includes(UNAVAILABLE),
  );
  check(wrong503.length === 0, `${label}: every 503 says the database is away`);
}

try {
  console.log('Menyiapkan cluster PostgreSQL pribadi…');
  await cluster.init();
  cluster.start();
  await query(cluster.url, 'create database etalase');
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/etalase');

  const env = {
    ...appEnvironment(databaseUrl, dataDir),
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'error',
    // The database goes away for seconds at a time: answer 503 quickly rather than queue.
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
  };
  server = await startServer(env);
  const base = server.url;
  const { faqId } = await fillCatalogue(databaseUrl);
  const traffic = new MixedTraffic(
    base,
    { cookie: await adminCookie(base, ADMIN), faqId },
    {
      keepBodies: true,
    },
  );

  let stopped = false;
  const load = traffic.run(12, () => stopped);
  const app = server;
  const stillUp = () =>
    check(
      app.pid > 0 && spawnSync('kill', ['-0', String(app.pid)]).status === 0,
      'the app process is still running',
    );

  console.log('\n1. pg_terminate_backend on every connection of the app, 10 times');
  await sleep(2_000);
  for (let i = 0; i < 10; i++) {
    await query(
      cluster.url,
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'etalase' and pid <> pg_backend_pid()",
    );
    await sleep(300);
  }
  await recovery(base, Date.now(), 'after the terminations');
  stillUp();

  console.log('\n2. pg_ctl stop -m fast, 5 s away, start');
  await sleep(1_000);
  cluster.stopFast();
  await sleep(1_500);
  await expectOutage(base, 'stopped');
  await sleep(3_500);
  cluster.start();
  await recovery(base, Date.now(), 'after the restart');
  stillUp();

  console.log('\n3. kill -9 of the postmaster, 5 s away, start (crash recovery)');
  await sleep(2_000);
  cluster.killHard();
  await sleep(1_500);
  await expectOutage(base, 'killed');
  await sleep(3_500);
  cluster.start();
  await recovery(base, Date.now(), 'after the crash');
  stillUp();

  await sleep(2_000);
  stopped = true;
  await load;
  summarize(traffic.answers, 'all answers during the chaos');
  const lost = await lostWrites(databaseUrl, traffic);
  check(
    lost.length === 0,
    `no acknowledged write lost (${traffic.acknowledgedSignups.length} sign-ups, last edit ${traffic.lastAcknowledgedEdit ?? '-'})`,
  );
  for (const l of lost.slice(0, 5)) console.log(`      lost: ${l}`);

  console.log('\n4. SIGTERM under load');
  const shutdownTraffic = new MixedTraffic(base, { cookie: await adminCookie(base, ADMIN), faqId });
  let signalled = 0;
  const shutdownLoad = shutdownTraffic.run(16, () => signalled > 0);
  await sleep(2_000);
  signalled = Date.now();
  app.kill('SIGTERM');
  const code = await Promise.race([app.exited, sleep(12_000).then(() => 'timeout' as const)]);
  const tookMs = Date.now() - signalled;
  await shutdownLoad;
  check(code === 0, `exited with code 0 (${String(code)})`);
  if (code !== 0) console.log(app.output().split('\n').slice(-15).join('\n'));
  check(tookMs <= 10_000, `exited within 10 s (${(tookMs / 1000).toFixed(1)} s)`);
  const inFlight = shutdownTraffic.answers.filter((a) => a.startedAt < signalled);
  const dropped = inFlight.filter((a) => a.status === 0);
  check(
    dropped.length === 0,
    `all ${inFlight.length} requests sent before the signal were answered`,
  );
  for (const a of dropped.slice(0, 5)) console.log(`      ${a.url}: ${a.error}`);
  server = undefined;

  console.log('\n5. kill -9 of the app during uploads and product saves (on this cluster)');
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const uploads = spawnSync(
    process.execPath,
    [vitest, 'run', 'src-server/kill-during-uploads.test.ts'],
    {
      cwd: root,
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
      stdio: 'inherit',
    },
  );
  check(uploads.status === 0, 'no orphan file and no missing file after kill -9 and restart');
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  cleanUp();
}

console.log(
  failures.length === 0 ? '\ntest:chaos PASSED' : `\ntest:chaos FAILED (${failures.length})`,
);
process.exit(failures.length === 0 ? 0 : 1);
