// `npm run test:load [-- --connections 200 --duration 60]` (after `npm run build`): mixed
// traffic on PostgreSQL (pages, search, API reads, newsletter sign-ups with unique addresses,
// an admin editing) from that many clients at once. Passes with zero 5xx, zero dropped or
// timed-out connections, and exactly one sign-up row per 2xx sign-up answer. Rate limits stay
// on: every request comes from its own client address through a trusted proxy (loopback).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer, type ServerProcess } from '../src-server/test/server-process.js';
import {
  ADMIN,
  adminCookie,
  appEnvironment,
  fillCatalogue,
  lostWrites,
  MixedTraffic,
  percentile,
} from './traffic/mixed-traffic.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
  },
});
const connections = Number(values.connections);
const durationS = Number(values.duration);
const serverUrl =
  process.env.LOAD_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.error('Jalankan `npm run build` dulu: test:load memakai hasil build.');
  process.exit(1);
}

// Like test:pg, a machine without PostgreSQL skips this test, saying so.
const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
try {
  await probe.connect();
  await probe.end();
} catch (error) {
  console.log(`PostgreSQL does not answer (${(error as Error).message}).`);
  console.log('SKIPPED: test:load. Set LOAD_DATABASE_URL to a server to run it.');
  process.exit(0);
}

const databaseName = `etalase_load_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-load-'));

async function onServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let server: ServerProcess | undefined;
let passed = false;
try {
  await onServer(`create database ${databaseName}`);
  server = await startServer(appEnvironment(databaseUrl, dataDir));
  const { faqId } = await fillCatalogue(databaseUrl);
  const traffic = new MixedTraffic(server.url, {
    cookie: await adminCookie(server.url, ADMIN),
    faqId,
  });
  console.log(`${connections} koneksi selama ${durationS} d, PostgreSQL, build produksi…`);
  const started = Date.now();
  await traffic.run(connections, () => Date.now() - started > durationS * 1000);
  const seconds = (Date.now() - started) / 1000;

  const answers = traffic.answers;
  const byStatus = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? 'no answer' : String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const latencies = answers.map((a) => a.ms);
  const errors5xx = answers.filter((a) => a.status >= 500);
  const dropped = answers.filter((a) => a.status === 0);
  const signups2xx = answers.filter(
    (a) => a.kind === 'signup' && a.status >= 200 && a.status < 300,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = await client.query<{ n: string }>('select count(*) as n from promo');
  const rows = Number(count.rows[0]?.n);
  await client.end();
  const lost = await lostWrites(databaseUrl, traffic);

  console.log(`\n| requests | req/s | p50 | p99 | max | statuses |`);
  console.log(`|---|---|---|---|---|---|`);
  console.log(
    `| ${answers.length} | ${Math.round(answers.length / seconds)} | ${percentile(latencies, 50)} ms | ${percentile(latencies, 99)} ms | ${Math.max(...latencies)} ms | ${[...byStatus].map(([k, v]) => `${k}×${v}`).join(', ')} |`,
  );
  console.log(`\nsign-ups answered 2xx: ${signups2xx.length}, rows: ${rows}`);
  for (const a of [...errors5xx, ...dropped].slice(0, 5)) {
    console.log(`  ${a.url} → ${a.status} ${a.error ?? a.body ?? ''}`);
  }
  passed =
    errors5xx.length === 0 &&
    dropped.length === 0 &&
    rows === signups2xx.length &&
    lost.length === 0;
  console.log(passed ? '\ntest:load PASSED' : '\ntest:load FAILED');
} finally {
  server?.kill('SIGTERM');
  await server?.exited;
  await onServer(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
