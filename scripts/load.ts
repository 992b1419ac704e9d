// `npm run test:load [-- --connections 200 --duration 60 --no-build]`: the production build of
// the app on PostgreSQL under mixed traffic from that many connections at once (autocannon).
// Each connection is a stream of visitors, each with an address of their own
// (X-Forwarded-For, the app trusting the loopback proxy), so rate limits stay on and no
// client exceeds them: a visit is the pages /, /kategori, /kategori/{slug}, /detail/{id},
// /testimoni and /penawarankhusus, the API reads those pages make, a search, and one
// newsletter sign-up with a unique address (REST or tRPC); an admin edits an FAQ answer every
// 2 s. Passes with no answer but 2xx (no 5xx, no 429, no other 4xx), no connection error,
// timeout or request left unanswered, and exactly one sign-up row per 2xx sign-up answer.
//
// The database: a fresh one on LOAD_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432 (created, then dropped). No server answering: skipped.
// Environment instead of flags: LOAD_CONNECTIONS, LOAD_DURATION.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ensureBuilt, startApp, type AppProcess } from './traffic/app-process.js';
import { cleanUp, onCleanup, watchdog } from './traffic/cleanup.js';
import {
  ADMIN_ADDRESS,
  adminCookie,
  appEnvironment,
  BROWSER,
  checkWrites,
  discoverCatalogue,
  editAnswer,
  nextVisitorAddress,
  onDatabase,
  percentile,
  shown,
  statusCounts,
  visitorSession,
  withDatabase,
  WriteLog,
  type Kind,
} from './traffic/mixed-traffic.js';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: process.env.LOAD_CONNECTIONS ?? '200' },
    duration: { type: 'string', default: process.env.LOAD_DURATION ?? '60' },
    'no-build': { type: 'boolean', default: false },
  },
});
const connections = Number(args.connections);
const durationS = Number(args.duration);
if (!Number.isInteger(connections) || connections < 1 || !(durationS >= 5)) {
  console.error('--connections must be a whole number ≥ 1 and --duration at least 5 (seconds).');
  process.exit(2);
}
const serverUrl =
  process.env.LOAD_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
/** After the duration, requests still on their way get this long to be answered. */
const DRAIN_LIMIT_MS = 25_000;
const ANSWER_TIMEOUT_S = 20;

try {
  await onDatabase(serverUrl, (c) => c.query('select 1'));
} catch (error) {
  // Like test:pg, a machine without PostgreSQL skips this test, saying so.
  console.log(`PostgreSQL does not answer at ${shown(serverUrl)} (${(error as Error).message}).`);
  console.log('SKIPPED: test:load. Set LOAD_DATABASE_URL to a server to run it.');
  process.exit(0);
}
watchdog((durationS + 300) * 1000, 'test:load');

const databaseName = `etalase_load_${process.pid}_${Date.now()}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-load-'));
onCleanup({
  what: 'the app data folder',
  run: () => fs.rmSync(dataDir, { recursive: true, force: true }),
});

// The part of autocannon 9 (which has no types) used here.
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface CannonResult {
  errors: number;
  timeouts: number;
}
interface CannonInstance extends PromiseLike<CannonResult> {
  stop: () => void;
  on: (event: 'reqError', listener: () => void) => void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: CannonRequest[];
}) => CannonInstance;

/** One measured request: sent before the end of the duration, answered or not. */
interface Sent {
  kind: Kind;
  at: number;
  email?: string;
}
interface Answered {
  kind: Kind;
  status: number;
  ms: number;
}

let app: AppProcess | undefined;
let passed = false;
try {
  ensureBuilt({ build: !args['no-build'] });
  await onDatabase(serverUrl, (c) => c.query(`create database ${databaseName}`));
  onCleanup({
    what: `the database ${databaseName}`,
    run: () =>
      onDatabase(serverUrl, (c) =>
        c.query(`drop database if exists ${databaseName} with (force)`),
      ).then(() => undefined),
    atExit: () => undefined,
  });
  const poolMax = process.env.DATABASE_POOL_MAX || '10';
  app = await startApp({ ...appEnvironment(databaseUrl, dataDir), DATABASE_POOL_MAX: poolMax });
  const running = app;
  void running.exited.then((code) => {
    if (!passed && code !== null) console.error(`\nThe app exited (code ${code}) during the run.`);
  });
  const catalogue = await discoverCatalogue(running.url);
  const cookie = await adminCookie(running.url);
  const writes = new WriteLog(`load${process.pid}`);
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `\n${connections} connections for ${durationS} s of mixed traffic: the production build (node dist-server/src-server/main.js, NODE_ENV=production), PostgreSQL at ${shown(serverUrl)} (fresh database, DATABASE_POOL_MAX ${poolMax}), demo catalogue of ${catalogue.produkIds.length} products; ${os.cpus().length} CPUs, load average ${load.toFixed(1)} at the start.`,
  );

  const sent: Sent[] = [];
  const answered: Answered[] = [];
  let inFlight = 0;
  const samples: string[] = [];
  const startedAt = performance.now();
  const endsAt = startedAt + durationS * 1000;

  // One visit per pass over `requests`; the context is each connection's, reset at each pass,
  // where the new visitor gets an address and a session (a product, category, search term).
  const steps = visitorSession(catalogue, true);
  const requests: CannonRequest[] = steps.map((template, index) => ({
    setupRequest: (request, context) => {
      if (index === 0) {
        context.address = nextVisitorAddress();
        context.session = visitorSession(catalogue, true);
      }
      const session = context.session as typeof steps;
      const headers = { ...BROWSER, 'x-forwarded-for': String(context.address) };
      if (performance.now() >= endsAt) {
        // Past the duration: keep the connection busy with something unmeasured until the
        // measured requests still on their way have their answers.
        context.current = undefined;
        return { ...request, method: 'GET', path: '/healthz', headers, body: undefined };
      }
      const step = session[index] ?? template;
      const record: Sent = { kind: step.kind, at: performance.now() };
      sent.push(record);
      inFlight += 1;
      context.current = record;
      if (step.kind !== 'signup') {
        return { ...request, method: 'GET', path: step.path, headers, body: undefined };
      }
      record.email = writes.newEmail();
      return {
        ...request,
        method: 'POST',
        path: step.path,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: record.email, persetujuan: true }),
      };
    },
    onResponse: (status, body, context) => {
      const record = context.current as Sent | undefined;
      if (!record) return;
      context.current = undefined;
      inFlight -= 1;
      answered.push({ kind: record.kind, status, ms: performance.now() - record.at });
      if (record.email && status >= 200 && status < 300)
        writes.acknowledgedSignups.add(record.email);
      if ((status < 200 || status >= 300) && samples.length < 10) {
        samples.push(`${record.kind} → ${status} ${body.slice(0, 160)}`);
      }
    },
  }));

  // The admin: an FAQ edit through tRPC every 2 s, measured like the rest.
  const admin = (async () => {
    while (performance.now() < endsAt) {
      const edition = ++writes.editCounter;
      const at = performance.now();
      const res = await fetch(`${running.url}/api/trpc/faq.update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': ADMIN_ADDRESS },
        body: JSON.stringify({
          id: catalogue.faqId,
          pertanyaan: catalogue.faqQuestion,
          jawaban: editAnswer(edition),
        }),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_S * 1000),
      }).catch((error: unknown) => String(error));
      const status = typeof res === 'string' ? 0 : res.status;
      if (typeof res !== 'string') await res.arrayBuffer();
      else if (samples.length < 10) samples.push(`edit → ${res}`);
      answered.push({ kind: 'edit', status, ms: performance.now() - at });
      sent.push({ kind: 'edit', at });
      if (status === 200) writes.lastAcknowledgedEdit = edition;
      await new Promise((r) => setTimeout(r, 2_000));
    }
  })();

  const instance = autocannon({
    url: running.url,
    connections,
    duration: durationS + DRAIN_LIMIT_MS / 1000 + 5,
    timeout: ANSWER_TIMEOUT_S,
    requests,
  });
  let connectionErrors = 0;
  instance.on('reqError', () => (connectionErrors += 1));
  // Progress every 10 s, then stop once every measured request is answered (or the drain limit).
  let lastReport = startedAt;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (now < endsAt && now - lastReport >= 10_000) {
        lastReport = now;
        const recent = answered.filter((a) => a.status !== 0);
        console.log(
          `  ${Math.round((now - startedAt) / 1000)} s: ${recent.length} answers, ${statusCounts(recent.map((a) => a.status))}`,
        );
      }
      if (now >= endsAt && (inFlight === 0 || now > endsAt + DRAIN_LIMIT_MS)) {
        clearInterval(timer);
        instance.stop();
        resolve();
      }
    }, 50);
  });
  const result = await instance;
  await admin;
  const seconds = durationS;

  // ---- The report ----------------------------------------------------------------------------
  const kinds: Kind[] = ['page', 'api', 'search', 'signup', 'edit'];
  const row = (name: string, list: Answered[]) => {
    const ms = list.map((a) => a.ms);
    return `| ${name} | ${list.length} | ${(list.length / seconds).toFixed(0)} | ${percentile(ms, 50).toFixed(0)} ms | ${percentile(ms, 99).toFixed(0)} ms | ${Math.max(0, ...ms).toFixed(0)} ms | ${statusCounts(list.map((a) => a.status))} |`;
  };
  console.log('\n| requests | count | req/s | p50 | p99 | max | statuses |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const kind of kinds) {
    const list = answered.filter((a) => a.kind === kind);
    if (list.length > 0) console.log(row(kind, list));
  }
  console.log(row('**all**', answered));

  const unanswered = sent.length - answered.length;
  const bad = answered.filter((a) => a.status < 200 || a.status >= 300);
  const count5xx = answered.filter((a) => a.status >= 500).length;
  const count429 = answered.filter((a) => a.status === 429).length;
  const signups2xx = answered.filter(
    (a) => a.kind === 'signup' && a.status >= 200 && a.status < 300,
  ).length;
  const { problems, rows } = await checkWrites(databaseUrl, writes, catalogue.faqId, {
    exact: true,
  });
  console.log(
    `\nautocannon: ${result.errors} connection errors, ${result.timeouts} timeouts (${ANSWER_TIMEOUT_S} s); ${unanswered} measured requests without an answer`,
  );
  console.log(
    `sign-ups: ${writes.attemptedSignups.size} sent, ${signups2xx} answered 2xx, ${rows} rows; FAQ edits: ${writes.editCounter}, last acknowledged ${writes.lastAcknowledgedEdit}`,
  );
  for (const sample of samples) console.log(`  ${sample}`);
  for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);

  const checks: [boolean, string][] = [
    [count5xx === 0, `no 5xx (${count5xx})`],
    [count429 === 0, `no 429: every client stayed within its rate limits (${count429})`],
    [bad.length === 0, `no answer but 2xx (${bad.length})`],
    [result.errors === 0 && connectionErrors === 0, `no connection errors (${result.errors})`],
    [result.timeouts === 0, `no timeouts (${result.timeouts})`],
    [unanswered === 0, `every request sent was answered (${unanswered} not)`],
    [
      rows === signups2xx && problems.length === 0,
      `sign-up rows == 2xx sign-up answers (${rows} == ${signups2xx}), edits kept`,
    ],
    [running.alive(), 'the app is still running'],
  ];
  console.log('');
  for (const [ok, text] of checks) console.log(`  ${ok ? '✓' : '✗'} ${text}`);
  passed = checks.every(([ok]) => ok);
  if (!passed)
    console.log(`\nThe app's last output:\n${running.output().split('\n').slice(-15).join('\n')}`);
  console.log(passed ? '\ntest:load PASSED' : '\ntest:load FAILED');
} catch (error) {
  console.error(error);
  if (app)
    console.error(`The app's last output:\n${app.output().split('\n').slice(-30).join('\n')}`);
} finally {
  if (app?.alive()) {
    app.kill('SIGTERM');
    await Promise.race([app.exited, new Promise((r) => setTimeout(r, 12_000))]);
  }
  await cleanUp();
}
process.exit(passed ? 0 : 1);
