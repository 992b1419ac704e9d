// `npm run test:chaos [-- --no-build]`: the production build of the app on a private
// PostgreSQL cluster (initdb in a temp folder, 127.0.0.1 on a free port) under steady mixed
// traffic, while the database
//   a. has every connection of the app terminated (pg_terminate_backend, 10 times),
//   b. is stopped (pg_ctl stop -m fast) for 5 s and started again,
//   c. is killed (SIGKILL to the postmaster) for 5 s and started again (crash recovery).
// The app must stay up; while the database is away the API answers 503 JSON and pages the 503
// page with the Indonesian message, /readyz 503 and /healthz 200; it must recover within
// seconds of the database (the time is reported); no 5xx but 503, no dropped connection, and
// every acknowledged sign-up and admin edit stored. Then
//   d. kill -9 of the app twice in the middle of product saves with photos: no row names a
//      missing file, and after a restart (UPLOAD_SWEEP_GRACE_MS=0) no file is left no row names,
//   e. SIGTERM under traffic and uploads: every request sent before the signal is answered,
//      the app exits 0 within 10 s.
// Everything it starts is stopped and removed at the end, on failure, and on Ctrl-C.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, startApp, type AppProcess } from './traffic/app-process.js';
import { cleanUp, onCleanup, watchdog } from './traffic/cleanup.js';
import {
  adminCookie,
  answerMs,
  appEnvironment,
  checkWrites,
  discoverCatalogue,
  MixedTraffic,
  nextVisitorAddress,
  onDatabase,
  percentile,
  statusCounts,
  UNAVAILABLE,
  WriteLog,
  type Answer,
  type Catalogue,
} from './traffic/mixed-traffic.js';
import { NoPostgresError, PrivateCluster } from './traffic/private-cluster.js';
import { inspectUploads, saveUntilKilled } from './traffic/upload-crash.js';
import { jpeg, multipart } from '../src-server/test/uploads.js';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false } },
});

const RECOVERY_LIMIT_MS = 10_000;
const OUTAGE_MS = 5_000;
const VISITORS = 12;
const started = Date.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const failures: string[] = [];
function check(ok: boolean, message: string, details: string[] = []): boolean {
  console.log(`  ${ok ? '✓' : '✗'} ${message}`);
  if (!ok) {
    failures.push(message);
    for (const line of details.slice(0, 8)) console.log(`      ${line}`);
  }
  return ok;
}

/** One line of the final summary. */
const summary: [string, string][] = [];

watchdog(8 * 60_000, 'test:chaos');

let cluster: PrivateCluster;
try {
  cluster = new PrivateCluster();
} catch (error) {
  if (!(error instanceof NoPostgresError)) throw error;
  // Like test:pg, a machine without PostgreSQL skips this test, saying so.
  console.log(`${error.message}\nSKIPPED: test:chaos needs PostgreSQL's server binaries.`);
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-chaos-app-'));
onCleanup({
  what: 'the app data folder',
  run: () => fs.rmSync(dataDir, { recursive: true, force: true }),
});
const uploadDir = path.join(dataDir, 'uploads');

// ---- Probes ----------------------------------------------------------------------------------

/** A GET from a new visitor; a query string of its own, so no kept answer can stand in. */
async function get(base: string, url: string, fresh = true) {
  const sep = url.includes('?') ? '&' : '?';
  const res = await fetch(
    base + url + (fresh ? `${sep}chaos=${String(Math.random()).slice(2)}` : ''),
    {
      headers: { accept: 'text/html,application/json', 'x-forwarded-for': nextVisitorAddress() },
      signal: AbortSignal.timeout(15_000),
    },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

const isJson503 = (r: { status: number; type: string; body: string }) =>
  r.status === 503 && r.type.startsWith('application/json') && r.body.includes(UNAVAILABLE);
const isPage503 = (r: { status: number; type: string; body: string }) =>
  r.status === 503 && r.type.startsWith('text/html') && r.body.includes(UNAVAILABLE);

/** While the database is away: 503 with the message, JSON or the page; not ready, but alive. */
async function expectOutage(base: string, traffic: MixedTraffic, c: Catalogue, label: string) {
  // The app notices at its next query; give /readyz a moment (it asks the database).
  const since = Date.now();
  let ready = await get(base, '/readyz', false);
  while (ready.status !== 503 && Date.now() - since < 5_000) {
    await sleep(100);
    ready = await get(base, '/readyz', false);
  }
  check(ready.status === 503, `${label}: /readyz 503 (after ${secs(Date.now() - since)})`);
  const health = await get(base, '/healthz', false);
  check(health.status === 200, `${label}: /healthz 200`);
  const api = await get(base, '/api/produk', false);
  check(isJson503(api), `${label}: GET /api/produk 503 JSON with the message`, [
    `${api.status} ${api.type} ${api.body.slice(0, 200)}`,
  ]);
  const search = await get(base, '/api/produk/search/gamis');
  check(isJson503(search), `${label}: a search 503 JSON`, [
    `${search.status} ${search.body.slice(0, 200)}`,
  ]);
  const trpc = await get(
    base,
    `/api/trpc/produk.detail?input=${encodeURIComponent(JSON.stringify({ id: c.produkIds[0] }))}`,
  );
  check(isJson503(trpc), `${label}: a tRPC query 503 JSON`, [
    `${trpc.status} ${trpc.body.slice(0, 200)}`,
  ]);
  for (const page of ['/kategori', `/detail/${String(c.produkIds[0])}`]) {
    const r = await get(base, page);
    check(isPage503(r), `${label}: page ${page} 503 HTML with the message`, [
      `${r.status} ${r.type} ${r.body.slice(0, 200)}`,
    ]);
  }
  const signup = await traffic.signup('/api/promo', nextVisitorAddress());
  check(
    signup.status === 503 && (signup.body ?? '').includes(UNAVAILABLE),
    `${label}: sign-up 503 JSON`,
    [`${signup.status} ${signup.body ?? signup.error ?? ''}`],
  );
  const edit = await traffic.edit();
  check(edit.status === 503, `${label}: admin edit 503 (the session is not lost)`, [
    `${edit.status} ${edit.body ?? edit.error ?? ''}`,
  ]);
}

/**
 * From `since` (the database accepting connections again) until /readyz, a read no kept
 * answer can serve, a page and a sign-up all succeed. Answers the time, or undefined.
 */
async function recovery(base: string, traffic: MixedTraffic, since: number, label: string) {
  for (;;) {
    const ready = await get(base, '/readyz', false).catch(() => undefined);
    if (ready?.status === 200) {
      const [api, page] = await Promise.all([
        get(base, '/api/produk/search/koko'),
        get(base, '/kategori'),
      ]).catch(() => [undefined, undefined]);
      if (api?.status === 200 && page?.status === 200) {
        const signup = await traffic.signup('/api/promo', nextVisitorAddress());
        if (signup.status === 201) break;
      }
    }
    if (Date.now() - since > RECOVERY_LIMIT_MS) {
      check(false, `${label}: recovered within ${secs(RECOVERY_LIMIT_MS)}`);
      return undefined;
    }
    await sleep(50);
  }
  const ms = Date.now() - since;
  check(
    true,
    `${label}: recovered ${secs(ms)} after the database was back (readyz, reads, a sign-up)`,
  );
  return ms;
}

// ---- Judging the traffic ---------------------------------------------------------------------

const ALLOWED = new Set([200, 201, 503]);

/** Every answer 200, 201 or a well-formed 503; never a dropped connection. */
function judge(answers: Answer[], label: string) {
  const bad = answers.filter((a) => !ALLOWED.has(a.status));
  check(
    bad.length === 0,
    `${label}: ${answers.length} answers, all 2xx or 503, no connection refused/reset`,
    bad.map(
      (a) => `${a.method} ${a.url} → ${a.status || a.error || ''} ${(a.body ?? '').slice(0, 150)}`,
    ),
  );
  const wrong503 = answers.filter(
    (a) =>
      a.status === 503 &&
      a.body !== undefined &&
      !(a.kind === 'page' ? isPage503 : isJson503)({
        status: a.status,
        type: a.contentType ?? '',
        body: a.body,
      }),
  );
  check(
    wrong503.length === 0,
    `${label}: every 503 carries the message (pages HTML, API and tRPC JSON)`,
    wrong503.map((a) => `${a.url} ${a.contentType ?? ''} ${(a.body ?? '').slice(0, 150)}`),
  );
}

function between(answers: Answer[], from: number, to: number) {
  return answers.filter((a) => a.startedAt >= from && a.startedAt < to);
}

// ---- The run ---------------------------------------------------------------------------------

let app: AppProcess | undefined;
/** Every app started, for their output when something fails. */
const apps: AppProcess[] = [];
const APP_OPTIONS = { outputLimit: 4_000_000 };
let expectExit = false;
/** Fails the run if the app exits when nobody asked it to. */
function watchApp(a: AppProcess, phase: () => string) {
  void a.exited.then((code) => {
    if (!expectExit) {
      check(false, `the app exited (code ${String(code)}) during ${phase()}`);
      console.log(a.output().split('\n').slice(-20).join('\n'));
    }
  });
}

try {
  ensureBuilt({ build: !args['no-build'] });
  console.log(`\nPrivate PostgreSQL ${cluster.version} cluster in ${cluster.dir}…`);
  await cluster.init();
  cluster.start();
  await onDatabase(cluster.url, (c) => c.query('create database etalase'));
  const databaseUrl = cluster.urlOf('etalase');
  console.log(`  listening on 127.0.0.1:${cluster.port}`);

  const env = {
    ...appEnvironment(databaseUrl, dataDir),
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL || 'error',
  };
  app = await startApp(env, APP_OPTIONS);
  apps.push(app);
  let phase = 'start-up';
  watchApp(app, () => phase);
  const current = () => app?.url ?? '';
  const catalogue = await discoverCatalogue(app.url);
  console.log(
    `  app pid ${app.pid} at ${app.url} (production build, demo catalogue: ${catalogue.produkIds.length} products)`,
  );
  const cookie = await adminCookie(app.url);
  const writes = new WriteLog(`chaos${process.pid}`);
  const traffic = new MixedTraffic(current, catalogue, cookie, writes, { keepBodies: true });
  let stopTraffic = false;
  const load = traffic.run(VISITORS, () => stopTraffic, { editEveryMs: 250 });
  const marks = { start: Date.now(), a: 0, b: 0, c: 0, end: 0 };
  /** While the database is fine: before the chaos, and from each recovery to the next fault. */
  const healthy: [number, number][] = [];
  const stillUp = () => check(app?.alive() === true, 'the app process is still running');
  const base = app.url;

  console.log(`\nSteady traffic: ${VISITORS} visitors at once and an admin editing, 3 s`);
  await sleep(3_000);

  console.log('\na. pg_terminate_backend on every connection of the app, 10 times, 300 ms apart');
  phase = 'a';
  marks.a = Date.now();
  healthy.push([marks.start, marks.a]);
  let terminated = 0;
  for (let i = 0; i < 10; i++) {
    terminated += await onDatabase(
      cluster.url,
      async (c) =>
        (
          await c.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'etalase' and pid <> pg_backend_pid()",
          )
        ).rowCount ?? 0,
    );
    await sleep(300);
  }
  console.log(`  ${terminated} connections terminated`);
  const recoveredA = await recovery(base, traffic, Date.now(), 'after the terminations');
  let healthyFrom = Date.now();
  stillUp();
  await sleep(2_000);

  const outage = async (label: string, stop: () => void, name: string) => {
    const down = Date.now();
    stop();
    await expectOutage(base, traffic, catalogue, label);
    await sleep(Math.max(0, down + OUTAGE_MS - Date.now()));
    cluster.start();
    const up = Date.now();
    console.log(`  database back after ${secs(up - down)}`);
    const ms = await recovery(base, traffic, up, `after ${name}`);
    healthyFrom = Date.now();
    stillUp();
    return ms;
  };

  console.log(`\nb. pg_ctl stop -m fast, ${secs(OUTAGE_MS)} away, pg_ctl start`);
  phase = 'b';
  marks.b = Date.now();
  healthy.push([healthyFrom, marks.b]);
  const recoveredB = await outage('stopped', () => cluster.stopFast(), 'the restart');
  await sleep(2_000);

  console.log(
    `\nc. kill -9 of the postmaster, ${secs(OUTAGE_MS)} away, pg_ctl start (crash recovery)`,
  );
  phase = 'c';
  marks.c = Date.now();
  healthy.push([healthyFrom, marks.c]);
  const recoveredC = await outage('killed', () => cluster.killHard(), 'the crash');
  await sleep(2_000);

  stopTraffic = true;
  await load;
  marks.end = Date.now();
  healthy.push([healthyFrom, marks.end]);
  console.log('\nAll traffic during a–c:');
  const all = traffic.answers;
  for (const [name, from, to] of [
    ['steady', marks.start, marks.a],
    ['a', marks.a, marks.b],
    ['b', marks.b, marks.c],
    ['c', marks.c, marks.end],
  ] as const) {
    const part = between(all, from, to);
    console.log(`  ${name.padEnd(6)} ${statusCounts(part.map((a) => a.status))}`);
  }
  judge(all, 'a–c');
  // Requests wholly inside those windows (one still running at the next fault may get a 503).
  const unhealthy = healthy.flatMap(([from, to]) =>
    all.filter(
      (a) => a.startedAt >= from && a.endedAt < to && a.status !== 200 && a.status !== 201,
    ),
  );
  check(
    unhealthy.length === 0,
    'before the faults and once recovered, every answer is 2xx (no lingering 503s)',
    unhealthy.map(
      (a) =>
        `${new Date(a.startedAt).toISOString().slice(11, 23)} ${a.method} ${a.url} → ${a.status}`,
    ),
  );
  const answered = all.filter((a) => a.status === 200 || a.status === 201).map(answerMs);
  const { problems, rows } = await checkWrites(databaseUrl, writes, catalogue.faqId, {
    exact: false,
  });
  check(
    problems.length === 0,
    `no acknowledged write lost: ${writes.acknowledgedSignups.size} sign-ups answered 2xx (${rows} rows of ${writes.attemptedSignups.size} sent), FAQ edit ${writes.lastAcknowledgedEdit} of ${writes.editCounter}`,
    problems,
  );
  // What visitors see is what was stored: no page or API answer kept from before an edit.
  const stored = await onDatabase(databaseUrl, async (c) =>
    String(
      (
        await c.query<{ jawaban: string }>('select jawaban from faq where id = $1', [
          catalogue.faqId,
        ])
      ).rows[0]?.jawaban,
    ),
  );
  const visible = await get(base, '/api/faq', false);
  check(
    visible.status === 200 && visible.body.includes(JSON.stringify(stored)),
    `visitors see the stored FAQ answer ("${stored}"), not a kept older one`,
    [visible.body.slice(0, 300)],
  );
  summary.push(
    [
      'a–c traffic',
      `${all.length} requests: ${statusCounts(all.map((a) => a.status))}; p50 ${percentile(answered, 50)} ms, p99 ${percentile(answered, 99)} ms (2xx)`,
    ],
    [
      'a. terminate ×10',
      `${terminated} connections; recovered in ${recoveredA === undefined ? 'FAILED' : secs(recoveredA)}`,
    ],
    [
      'b. stop -m fast 5 s',
      `recovered ${recoveredB === undefined ? 'FAILED' : secs(recoveredB)} after the start`,
    ],
    [
      'c. kill -9 postmaster 5 s',
      `recovered ${recoveredC === undefined ? 'FAILED' : secs(recoveredC)} after the start`,
    ],
    [
      'writes',
      `${writes.acknowledgedSignups.size} sign-ups and edit ${writes.lastAcknowledgedEdit} acknowledged, ${problems.length} lost`,
    ],
  );

  // ---- d. kill -9 during product saves ---------------------------------------------------------
  console.log('\nd. kill -9 of the app during product saves with photos, twice; restart, sweep');
  phase = 'd';
  const crashEnv = { ...env, UPLOAD_SWEEP_GRACE_MS: '0' };
  const rounds = [
    { name: 'as photos reach their public folder', killOn: (f: string) => f.startsWith('produk') },
    { name: 'as an upload is staged', killOn: (f: string) => f.startsWith('staging') },
  ];
  let strayTotal = 0;
  const failedBeforeD = failures.length;
  for (const round of rounds) {
    const running = app;
    expectExit = true;
    const cookieNow = await adminCookie(running.url);
    const { acknowledged, saves, trigger } = await saveUntilKilled(running, {
      cookie: cookieNow,
      uploadDir,
      produkIds: catalogue.produkIds,
      killOn: round.killOn,
    });
    const acked =
      acknowledged.created.length +
      acknowledged.colours.length +
      [...acknowledged.updated.values()].reduce((n, l) => n + l.length, 0);
    console.log(
      `  killed ${round.name} (${trigger}) after ${saves} saves sent, ${acked} acknowledged`,
    );
    check(!running.alive(), 'the app was killed');
    const afterCrash = await inspectUploads(databaseUrl, uploadDir, acknowledged);
    check(
      afterCrash.missing.length === 0,
      'right after the kill, no row names a missing file',
      afterCrash.missing,
    );
    check(afterCrash.lost.length === 0, 'every acknowledged save is in its row', afterCrash.lost);
    console.log(`  left by the kill: ${afterCrash.strays.length} files no row names`);
    strayTotal += afterCrash.strays.length;
    const restartedAt = Date.now();
    app = await startApp(crashEnv, APP_OPTIONS);
    apps.push(app);
    expectExit = false;
    watchApp(app, () => phase);
    console.log(`  restarted with UPLOAD_SWEEP_GRACE_MS=0 in ${secs(Date.now() - restartedAt)}`);
    const afterRestart = await inspectUploads(databaseUrl, uploadDir, acknowledged);
    check(
      afterRestart.strays.length === 0,
      'after the restart, every file belongs to a row',
      afterRestart.strays,
    );
    check(
      afterRestart.missing.length === 0,
      "after the restart, every row's files exist",
      afterRestart.missing,
    );
    check(
      afterRestart.lost.length === 0,
      'after the restart, every acknowledged save is kept',
      afterRestart.lost,
    );
  }
  check(strayTotal > 0, `the kills did cut saves short (${strayTotal} files left, then swept)`);
  summary.push([
    'd. kill -9 during saves ×2',
    failures.length === failedBeforeD
      ? `${strayTotal} files the kills left were swept at restart; no row without its file`
      : 'FAILED (see above)',
  ]);

  // ---- e. SIGTERM under load ------------------------------------------------------------------
  console.log('\ne. SIGTERM under traffic and uploads');
  phase = 'e';
  const closing = app;
  const termCookie = await adminCookie(closing.url);
  const termWrites = new WriteLog(`term${process.pid}`);
  const termTraffic = new MixedTraffic(() => closing.url, catalogue, termCookie, termWrites);
  let signalledAt = 0;
  const termLoad = termTraffic.run(16, () => signalledAt > 0, { editEveryMs: 200 });
  const image = await jpeg(1600, 2000, '#b0a0c0');
  const uploadLoop = async (n: number) => {
    for (let i = 0; signalledAt === 0; i++) {
      const body = await multipart(
        {
          nama_produk: `Gamis Penutupan ${n}-${i}`,
          harga: 99_000,
          diskon: 0,
          jumlah_terjual: 0,
          deskripsi_produk: 'Diunggah saat server berhenti.',
          kategori: 'gamis',
        },
        { data: image },
      );
      await termTraffic.send(
        'upload',
        'POST',
        '/api/produk',
        { ...body.headers, cookie: termCookie },
        new Uint8Array(body.payload),
      );
    }
  };
  const uploads = Promise.all([uploadLoop(1), uploadLoop(2)]);
  await sleep(3_000);
  expectExit = true;
  signalledAt = Date.now();
  closing.kill('SIGTERM');
  const code = await Promise.race([closing.exited, sleep(12_000).then(() => 'still running')]);
  const exitMs = Date.now() - signalledAt;
  await Promise.all([termLoad, uploads]);
  check(
    code === 0,
    `exited with code 0 (${String(code)})`,
    closing.output().split('\n').slice(-10),
  );
  check(exitMs <= 10_000, `exited within 10 s of SIGTERM (${secs(exitMs)})`);
  const sent = termTraffic.answers;
  const inFlight = sent.filter((a) => a.endedAt >= signalledAt);
  const dropped = sent.filter((a) => a.status === 0);
  console.log(
    `  ${sent.length} requests sent before the signal: ${statusCounts(sent.map((a) => a.status))}`,
  );
  check(
    dropped.length === 0,
    `every request sent before the signal was answered (${inFlight.length} were in flight at the signal, ${inFlight.filter((a) => a.kind === 'upload').length} of them uploads)`,
    dropped.map((a) => `${a.method} ${a.url}: ${a.error ?? ''}`),
  );
  const bad = sent.filter((a) => a.status !== 0 && !ALLOWED.has(a.status));
  check(
    bad.length === 0,
    'no answer but 2xx or 503',
    bad.map((a) => `${a.url} → ${a.status}`),
  );
  const afterTerm = await inspectUploads(databaseUrl, uploadDir);
  check(
    afterTerm.missing.length === 0,
    "after SIGTERM, every row's files exist",
    afterTerm.missing,
  );
  const termChecks = await checkWrites(databaseUrl, termWrites, catalogue.faqId, { exact: true });
  check(
    termChecks.problems.length === 0,
    `sign-ups during the shutdown: ${termWrites.acknowledgedSignups.size} answered 2xx, ${termChecks.rows} rows`,
    termChecks.problems,
  );
  summary.push([
    'e. SIGTERM under load',
    `exit ${String(code)} in ${secs(exitMs)}; ${inFlight.length} requests in flight answered, ${dropped.length} dropped`,
  ]);
  app = undefined;
} catch (error) {
  failures.push(String(error));
  console.error(error);
  if (app)
    console.error(`The app's last output:\n${app.output().split('\n').slice(-30).join('\n')}`);
  console.error(`PostgreSQL's log:\n${cluster.logTail()}`);
} finally {
  expectExit = true;
  if (failures.length > 0) {
    const log = path.join(os.tmpdir(), `etalase-chaos-${process.pid}.log`);
    const parts = apps.map((a, i) => `==== app ${i + 1} (pid ${a.pid})\n${a.output()}`);
    fs.writeFileSync(log, [...parts, `==== PostgreSQL\n${cluster.logTail(400)}`].join('\n'));
    console.log(`\nThe apps' output and PostgreSQL's log: ${log}`);
  }
  await cleanUp();
}

console.log('\nSummary');
for (const [name, text] of summary) console.log(`  ${name.padEnd(28)} ${text}`);
console.log(`  ${'total time'.padEnd(28)} ${secs(Date.now() - started)}`);
console.log(
  failures.length === 0
    ? '\ntest:chaos PASSED'
    : `\ntest:chaos FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
