// What one answer costs the built server, for profiling a page the response cache does not
// hold (docs/decisions/0053). For each path, after a warm-up: the server's CPU per request
// (user + system from /proc, so Linux only: a ratio of throughputs on a machine shared with
// other work says little) and, in one run, the requests per second as a ratio to the ceiling
// (the built stylesheet, as `npm run bench` measures it: 1 s warm-up, then --seconds each).
// With --profile, then one more run of the first path under V8's CPU profiler (which slows it),
// summed by phase per request (React render, tRPC and the query cache, compression, GC, …).
//
//   node bench/page-cpu.mjs [--requests 2000] [--seconds 3] [--profile out.cpuprofile]
//                           [--port N] [--data-dir DIR] [--postgres URL [--more-products N]]
//                           '/cari?q=gamis' '/kategori?page=2&harga_max=9<n>'
//
// `<n>` in a path becomes a new number for every request (an address no cache holds). The
// server runs on the embedded database in --data-dir (default: a new directory under TMPDIR),
// with the demo catalogue, as `npm run bench` starts it; with --postgres, on a database of its
// own made on that PostgreSQL server for the run and dropped after it; --more-products then adds
// that many of `npm run bench`'s generated products before measuring (bench/products.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { freePort, projectRoot, startBuiltServer } from '../scripts/built-server.mjs';
import { BROWSER, cannon } from './cache.mjs';
import { onServer } from './postgres.mjs';
import { generateProducts, insertProducts } from './products.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '3' },
    profile: { type: 'string' },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    postgres: { type: 'string' },
    'more-products': { type: 'string' },
  },
});
const MORE_PRODUCTS = args['more-products'] === undefined ? 0 : Number(args['more-products']);
if (
  args['more-products'] !== undefined &&
  !(Number.isSafeInteger(MORE_PRODUCTS) && MORE_PRODUCTS > 0)
) {
  throw new Error(`--more-products takes a number of products, not "${args['more-products']}"`);
}
if (MORE_PRODUCTS > 0 && !args.postgres) {
  throw new Error("--more-products needs --postgres (the embedded database is the server's own)");
}
const REQUESTS = Number(args.requests);
const SECONDS = Number(args.seconds);
const CONNECTIONS = 10;
const paths = positionals.length > 0 ? positionals : ['/cari?q=gamis'];
const dataDir = args['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-page-cpu-'));
const profileFile = args.profile && path.resolve(args.profile);

const databaseName = `etalase_page_cpu_${process.pid}`;
let databaseUrl = '';
if (args.postgres) {
  const url = new URL(args.postgres);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  await onServer(args.postgres, `create database ${databaseName}`);
}
const dropDatabase = async () => {
  if (args.postgres) {
    await onServer(args.postgres, `drop database if exists ${databaseName} with (force)`);
  }
};

const server = await startBuiltServer({
  port: Number(args.port ?? (await freePort())),
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...(profileFile && {
      NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'cpu-profiler.mjs')}`,
      PAGE_CPU_PROFILE: profileFile,
    }),
  },
}).catch(async (error) => {
  await dropDatabase();
  throw error;
});

/**
 * Adds `count` generated products with the app's own database code; the running server hears
 * of them as of any change behind its back (its caches go).
 */
async function addProducts(count) {
  const { connectDatabase } = await import(
    path.join(projectRoot, 'dist-server', 'src-server', 'db', 'connect.js')
  );
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    const demo = await (await fetch(`${server.base}/api/produk`)).json();
    await insertProducts(database.db, generateProducts(count, demo));
    await sql`select pg_notify('etalase_changes', 'page-cpu')`.execute(database.db);
  } finally {
    await database.close();
  }
}

/** The server's user + system CPU so far, in ms. */
function serverCpuMs() {
  const fields = fs
    .readFileSync(`/proc/${server.child.pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}

/**
 * The last number put in an address: one count for the whole run, so that no phase (warm-up,
 * CPU, throughput, profile) asks for an address an earlier one asked for (the response cache
 * keeps an answer asked for twice).
 */
let n = 0;

/** autocannon's options for `address`, `<n>` replaced by a new number for every request. */
function target(address) {
  return {
    url: server.base,
    connections: CONNECTIONS,
    headers: BROWSER,
    requests: [{ setupRequest: (r) => ({ ...r, path: address.replaceAll('<n>', String(++n)) }) }],
  };
}

async function cpuPerRequest(address, profile) {
  await cannon({ ...target(address), amount: 500 });
  if (profile) await signalProfiler();
  const before = serverCpuMs();
  const result = await cannon({ ...target(address), amount: REQUESTS });
  const cpu = (serverCpuMs() - before) / REQUESTS;
  if (profile) await signalProfiler(1_500);
  const failed = result.requests.total - result['2xx'];
  if (failed > 0) throw new Error(`${address}: ${failed} answers other than 2xx`);
  return cpu;
}

async function signalProfiler(wait = 300) {
  server.child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, wait));
}

async function requestsPerSecond(address) {
  await cannon({ ...target(address), duration: 1 });
  const result = await cannon({ ...target(address), duration: SECONDS });
  return result.requests.total / result.duration;
}

try {
  const css = fs
    .readdirSync(path.join(projectRoot, 'dist', 'client', 'assets'))
    .find((file) => /^main-.*\.css$/.test(file));
  const ceiling = `/assets/${css}`;
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  if (MORE_PRODUCTS > 0) await addProducts(MORE_PRODUCTS);
  console.log(`load average ${load()}, ${os.cpus().length} CPUs`);
  console.log(`${'path'.padEnd(44)} CPU ms/request   req/s   ratio`);
  // CPU first: its requests warm the code up for the throughput run after it.
  const ceilingCpu = await cpuPerRequest(ceiling, false);
  const ceilingRps = await requestsPerSecond(ceiling);
  console.log(
    `${ceiling.padEnd(44)} ${ceilingCpu.toFixed(3).padStart(14)} ${ceilingRps.toFixed(0).padStart(7)}   1.000`,
  );
  for (const address of paths) {
    const cpu = await cpuPerRequest(address, false);
    const rps = await requestsPerSecond(address);
    console.log(
      `${address.padEnd(44)} ${cpu.toFixed(3).padStart(14)} ${rps.toFixed(0).padStart(7)}   ${(rps / ceilingRps).toFixed(3)}`,
    );
  }
  console.log(`load average ${load()}`);
  if (profileFile) await cpuPerRequest(paths[0], true);
} finally {
  await server.stop();
  await dropDatabase();
  if (!args['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
}
if (profileFile) {
  const { phasesOf } = await import('./cpu-phases.mjs');
  console.log(`\n${paths[0]}: ${REQUESTS} requests profiled (${profileFile})`);
  for (const [phase, ms] of phasesOf(JSON.parse(fs.readFileSync(profileFile, 'utf8')), REQUESTS)) {
    console.log(`${ms.toFixed(3).padStart(7)} ms  ${phase}`);
  }
}
