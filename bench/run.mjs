// `npm run bench` (after `npm run build`): how close the built server comes to serving a static
// file, in one run on this machine (issue 9).
//
// The ceiling is the built stylesheet served by the same server. Every page and API read is
// measured the same way (autocannon, 10 connections, a browser's Accept and Accept-Encoding,
// after a warm-up of its own) and reported as a ratio to it, measured again just before each
// target: this machine's speed drifts by half within minutes. Search is also measured with a new
// URL for every request, so the page cache never answers and the database does. Then 10 000
// products are added straight into the database and search, a category and the full list are
// measured again, as a ratio to their own share of the ceiling at the demo size. Each
// database's tables end with the server's peak memory at each size, its RSS against
// bench/budgets.json's maxPeakRssMb and its heap, external and WebAssembly memory apart
// (bench/memory.mjs). Between the two, the response cache (issue 18, bench/cache.mjs): a tracked
// link against the page it links to, pages the cache does not hold against the ceiling, and the
// slowest of 100 visitors at once after an admin save against one render; and with Varnish
// installed, the kept product page answered by Varnish in front (deploy/varnish/etalase.vcl,
// bench/varnish.mjs) against the same ceiling. The server sends the CDN headers (CDN_CACHE=on)
// unless CDN_CACHE=off is set.
//
//   --db embedded|postgres|both   default: postgres when BENCH_DATABASE_URL is set (a fresh
//                                 database on that server, dropped after), else embedded PGlite;
//                                 postgres and both need BENCH_DATABASE_URL
//   --report-only                 exit 0 even when a budget fails
//   --port N                      the server's port (default: a free one)
//   --search                      only the ceiling and the search rows, at the demo size and at
//                                 10 000 more products, with their ratios; writes no table
//   --cold-detail                 only the ceiling and the cold product page at 10 000 more
//                                 products (for profiling that page); prints its row, writes
//                                 no bench/latest.md and skips tap-to-effect
//
// BENCH_SECONDS (5) per target, BENCH_WARMUP_SECONDS (1) before it. Reads are not rate-limited
// (only login and the promo sign-up are), so every request comes from the same address; any
// answer other than 2xx or 304 is counted as an error and fails the run.
// Then tap-to-effect on the slow phone (bench/tap-to-effect.mjs, its own server and browser).
// Targets: bench/budgets.json. The last run's tables: bench/latest.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import prettier from 'prettier';
import {
  freePort,
  projectRoot as root,
  serverEntry,
  startBuiltServer,
} from '../scripts/built-server.mjs';
import {
  adminCookie,
  BROWSER,
  cannon,
  measureAddresses,
  measureBurst,
  summary,
  viewsOf,
} from './cache.mjs';
import { MEMORY_NOTE, memoryTable, metricsEnv, watchMemory } from './memory.mjs';
import { generateProducts, insertProducts } from './products.mjs';
import { onServer as onPostgresServer } from './postgres.mjs';
import { runTapToEffect } from './tap-to-effect.mjs';
import { startBenchVarnish } from './varnish.mjs';

/** The server's CDN headers, on unless CDN_CACHE says off (as src-server/config.ts reads it). */
const CDN_CACHE = process.env.CDN_CACHE ?? 'on';
const sendsCdnHeaders = ['on', 'true', '1', 'yes'].includes(CDN_CACHE);

const connectModule = path.join(root, 'dist-server', 'src-server', 'db', 'connect.js');
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = 10;
const ADDED = 10_000;
/** Views are written every 2 s (dilihat.hook.ts); the count is read after that. */
const VIEW_WRITE_WAIT_MS = 3_000;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    'cold-detail': { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    port: { type: 'string' },
  },
});
const postgresServer = process.env.BENCH_DATABASE_URL;
const TITLES = { embedded: 'Embedded PGlite', postgres: 'PostgreSQL' };
const kinds = {
  embedded: ['embedded'],
  postgres: ['postgres'],
  both: ['embedded', 'postgres'],
}[args.db ?? (postgresServer ? 'postgres' : 'embedded')];
if (!kinds) fail(`--db must be embedded, postgres or both, not "${args.db}".`);
if (kinds.includes('postgres') && !postgresServer) fail('--db postgres needs BENCH_DATABASE_URL.');
if (!fs.existsSync(serverEntry)) fail('Run `npm run build` first.');

function fail(message) {
  console.error(message);
  process.exit(2);
}

// ---- The server ---------------------------------------------------------------------------

/** The built server on the given database; resolves once /readyz answers 200. */
const ADMIN_PASSWORD = 'bench-rahasia-123';
/** /metrics open to the bench, for the memory's parts. */
const METRICS = metricsEnv();

async function startServer({ port, dataDir, databaseUrl }) {
  const server = await startBuiltServer({
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_PASSWORD,
      // The new-visitor row gives each request an address of its own through X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      // Headers Varnish keeps pages by (the Varnish row); CDN_CACHE=off measures without them.
      CDN_CACHE,
      ...METRICS,
    },
  });
  return {
    ...server,
    memory: watchMemory(server.base, server.child.pid, METRICS.METRICS_TOKEN),
  };
}

/** Stops the server; returns its memory's peaks (bench/memory.mjs), read just before. */
async function stopServer(server) {
  const peak = await server.memory.stop();
  await server.stop();
  return peak;
}

// ---- One target -----------------------------------------------------------------------------

/**
 * Warms the target up, then measures it. The warm-up starts with one request alone: it waits
 * for what the previous target left running and fills the page cache once (ten first requests
 * at once would each build the same large answer). With `fresh`, every request gets its own
 * query string (autocannon's [<id>]), so the page cache never answers.
 */
async function measure(base, { url, fresh }) {
  const first = await fetch(base + url + (fresh ? '?bench=first' : ''), { headers: BROWSER });
  await first.arrayBuffer();
  const options = {
    url: base + url + (fresh ? '?bench=[<id>]' : ''),
    idReplacement: Boolean(fresh),
    connections: CONNECTIONS,
    headers: BROWSER,
  };
  await cannon({ ...options, duration: WARMUP_SECONDS });
  return summary(await cannon({ ...options, duration: SECONDS }));
}

/**
 * Measures each target in turn. With `ceiling`, the ceiling is measured again just before each
 * other target (`ceilingRps`): this machine's speed drifts by half within minutes, and a ratio
 * to a ceiling taken minutes earlier measures the drift as much as the target.
 */
async function measureAll(base, targets, ceiling) {
  const results = [];
  for (const target of targets) {
    const ceilingRps =
      ceiling && target.name !== ceiling.name ? (await measure(base, ceiling)).rps : undefined;
    process.stdout.write(`  ${target.name}${target.fresh ? ' (new URL each time)' : ''}… `);
    const result = { ...target, ...(await measure(base, target)), ceilingRps };
    console.log(
      `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms` +
        (ceilingRps ? ` (ceiling just before: ${ceilingRps.toFixed(0)} req/s)` : '') +
        (result.errors ? `, ${result.errors}` : ''),
    );
    results.push(result);
  }
  return results;
}

/** A row's share of the ceiling measured just before it (else of the run's first ceiling). */
const shareOfCeiling = (row, ceilingRps) => row.rps / (row.ceilingRps ?? ceilingRps);

/**
 * A target at 10 000 more products against itself at the demo size, each as a share of the
 * ceiling measured just before it: the server's speed on the same query, without the machine's
 * drift between the two measurements (the raw req/s of both are in the tables).
 */
const atScaleRatio = (scaled, atDemo) => shareOfCeiling(scaled) / shareOfCeiling(atDemo);

/**
 * What the response cache saves (bench/cache.mjs): a tracked link against the page it links to,
 * a burst after an admin save against one render, and pages it does not hold against the
 * ceiling. Rows as measureAll's, each with its own ratio.
 */
async function measureCache(base, produkId, ceilingNow) {
  const rows = [];
  const rpsOf = (name) => rows.find((r) => r.name === name).rps;
  const options = {
    headers: BROWSER,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP_SECONDS,
  };
  const addresses = async (name, url, path, ratioTo, { at = base, ...extra } = {}) => {
    const ceilingRps = ratioTo === 'ceiling' ? await ceilingNow() : undefined;
    process.stdout.write(`  ${name}… `);
    const result = await measureAddresses(at, path, { ...options, ...extra });
    console.log(
      `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms` +
        (ceilingRps ? ` (ceiling just before: ${ceilingRps.toFixed(0)} req/s)` : '') +
        (result.errors ? `, ${result.errors}` : ''),
    );
    const row = {
      name,
      url,
      ...result,
      ceilingRps,
      ratio: result.rps / (ratioTo === 'ceiling' ? ceilingRps : rpsOf(ratioTo)),
    };
    rows.push(row);
    return row;
  };
  const cookie = await adminCookie(base, ADMIN_PASSWORD);
  // The page itself through the same client as its tracked links (a request made per call
  // costs the client more than a fixed one), so the ratio is the server's.
  await addresses(
    'kept /detail/{id}',
    `/detail/${produkId}`,
    () => `/detail/${produkId}`,
    'ceiling',
  );
  // The same page answered by Varnish in front (deploy/varnish/etalase.vcl), when installed and
  // the server sends the CDN headers: without them (CDN_CACHE=off) the app tells Varnish to keep
  // nothing, and there is no row to measure.
  const varnish = sendsCdnHeaders ? await startBenchVarnish(new URL(base).port) : undefined;
  if (varnish) {
    try {
      const row = await addresses(
        'kept /detail/{id} via Varnish',
        `/detail/${produkId}`,
        () => `/detail/${produkId}`,
        'ceiling',
        { at: varnish.base },
      );
      if (row.rps < rpsOf('kept /detail/{id}')) {
        console.log('    (Varnish answered no faster than the app: is it keeping the page?)');
      }
    } finally {
      await varnish.stop();
    }
  }
  // Issue 19 item 6: counting views must not slow a kept page. The row above is one visitor
  // (counted once, then a repeat); here every request is a new visitor, each view counted.
  const viewsBefore = await viewsOf(base, cookie, produkId);
  const viewed = await addresses(
    'a new visitor each view',
    `/detail/${produkId}`,
    () => `/detail/${produkId}`,
    'kept /detail/{id}',
    {
      headersFor: (n) => ({
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      }),
    },
  );
  await new Promise((resolve) => setTimeout(resolve, VIEW_WRITE_WAIT_MS));
  const counted = (await viewsOf(base, cookie, produkId)) - viewsBefore;
  console.log(`    views counted: ${counted} of ${viewed.sent}`);
  viewed.url += ` (${counted} of ${viewed.sent} views counted)`;
  if (counted < viewed.sent * 0.99)
    viewed.errors = `only ${counted} of ${viewed.sent} views counted`;
  await addresses(
    'tracked link',
    `/detail/${produkId}?fbclid=<new>&utm_source=ig`,
    (n) => `/detail/${produkId}?fbclid=IwAR${n}&utm_source=ig`,
    'kept /detail/{id}',
  );
  await addresses(
    'cold /kategori?page=2',
    '/kategori?page=2&harga_max=<new>',
    (n) => `/kategori?page=2&harga_max=${9_000_000 + n}`,
    'ceiling',
  );
  await addresses(
    'cold /detail/{id}?warna=',
    `/detail/${produkId}?warna=<new>`,
    (n) => `/detail/${produkId}?warna=${9_000_000 + n}`,
    'ceiling',
  );
  await addresses('cold /cari?q=', '/cari?q=gamis', () => '/cari?q=gamis', 'ceiling');

  process.stdout.write('  burst of 100 after an admin save… ');
  const burst = await measureBurst(base, '/kategori', { headers: BROWSER, cookie });
  console.log(
    `slowest ${burst.slowestMs.toFixed(0)} ms, one render ${burst.renderMs.toFixed(0)} ms, ` +
      `slowest with the page kept ${burst.keptMs.toFixed(0)} ms`,
  );
  const burstRow = (name, slowestMs) => ({
    name,
    url: '/kategori',
    rps: Number.NaN,
    p50: '–',
    p99: slowestMs.toFixed(0),
    bytes: Number.NaN,
    errors: '',
    ratio: slowestMs / burst.renderMs,
  });
  // The control has no budget: what 100 connections at once cost with nothing to render.
  rows.push(
    burstRow('burst after a save', burst.slowestMs),
    burstRow('burst, page kept (control)', burst.keptMs),
  );
  return rows;
}

/**
 * Product pages not kept yet, as a catalogue this size mostly has them: a different product
 * each request (each page is kept after it, so none is asked for twice), against the ceiling.
 */
async function measureColdProducts(base, ids, ceilingNow) {
  const name = `cold /detail/{id}, ${ADDED.toLocaleString('en')} more products`;
  const ceilingRps = await ceilingNow();
  process.stdout.write(`  ${name}… `);
  // Newest first: the demo's products, asked for before, come last.
  const order = [...ids].reverse();
  const result = await measureAddresses(base, (n) => `/detail/${order[n % order.length]}`, {
    headers: BROWSER,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP_SECONDS,
  });
  console.log(
    `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms (ceiling just before: ${ceilingRps.toFixed(0)} req/s)`,
  );
  return { name, url: '/detail/<another>', ...result, ceilingRps, ratio: result.rps / ceilingRps };
}

// ---- One database ---------------------------------------------------------------------------

/**
 * Adds the products with the app's own database code (`databaseUrl` empty means PGlite in
 * `dataDir`); returns every product's id.
 */
async function addProducts({ databaseUrl, dataDir }, templates) {
  const { connectDatabase } = await import(connectModule);
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    await insertProducts(database.db, generateProducts(ADDED, templates));
    // A running server hears of changes behind its back only through this (drops its cache).
    if (databaseUrl) await sql`select pg_notify('etalase_changes', 'bench')`.execute(database.db);
    const { rows } = await sql`select id from produk order by id`.execute(database.db);
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

const onServer = (statement) => onPostgresServer(postgresServer, statement);

/** Measures one database from a fresh demo catalogue: both phases, with the peak memory. */
async function benchDatabase(kind) {
  console.log(`\n${TITLES[kind]}:`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-'));
  const name = `etalase_bench_${process.pid}_${Date.now()}`;
  let databaseUrl;
  if (kind === 'postgres') {
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await onServer(`create database ${name}`);
  }
  const setup = { port: args.port ? Number(args.port) : await freePort(), dataDir, databaseUrl };
  const base = `http://127.0.0.1:${setup.port}`;
  let server;
  let ids;
  try {
    server = await startServer(setup);
    const demo = await (await fetch(`${base}/api/produk`)).json();
    const kategori = demo.some((p) => p.kategori === 'gamis') ? 'gamis' : demo[0].kategori;
    const html = fs.readFileSync(path.join(root, 'dist', 'client', 'index.html'), 'utf8');
    const stylesheet = /<link[^>]+href="([^"]+\.css)"/.exec(html)?.[1];
    if (!stylesheet) throw new Error('no stylesheet in dist/client/index.html');
    const ceiling = { name: 'ceiling', url: stylesheet };
    const ceilingNow = async () => (await measure(base, ceiling)).rps;
    // Search misses the page cache (a new URL each time); the two lists are kept, as visitors get them.
    const searches = [
      { name: 'search exact', url: '/api/produk/search/gamis', fresh: true },
      { name: 'search typo', url: '/api/produk/search/gmis', fresh: true },
      { name: 'search two words', url: '/api/produk/search/gamis%20aisyah', fresh: true },
      // Both words in hundreds of names, and the whole query in many (issue 33).
      { name: 'search two common words', url: '/api/produk/search/koko%20anak', fresh: true },
      // No name holds it: the synonyms' names answer (jilbab, hijab; migrations/0016).
      { name: 'search with synonyms', url: '/api/produk/search/kerudung', fresh: true },
    ];
    const lists = [
      { name: 'api category', url: `/api/kategoriproduk/${kategori}` },
      { name: 'api list', url: '/api/produk' },
    ];
    if (args.search) {
      const atDemo = await measureAll(base, searches, ceiling);
      if (kind === 'embedded') {
        await stopServer(server);
        server = undefined;
        ids = await addProducts(setup, demo);
        server = await startServer(setup);
      } else {
        ids = await addProducts(setup, demo);
      }
      const atScale = await measureAll(base, searches, ceiling);
      for (const row of atDemo) {
        const scaled = atScale.find((r) => r.name === row.name);
        console.log(
          `  ${row.name}: ${shareOfCeiling(row).toFixed(2)} of the ceiling, at scale ` +
            `${atScaleRatio(scaled, row).toFixed(2)} of demo size (raw ` +
            `${(scaled.rps / row.rps).toFixed(2)}), p99 ${scaled.p99} ms`,
        );
      }
      return undefined;
    }
    if (args['cold-detail']) {
      await stopServer(server);
      server = undefined;
      ids = await addProducts(setup, demo);
      server = await startServer(setup);
      const row = await measureColdProducts(base, ids, ceilingNow);
      console.log(`  ${row.ratio.toFixed(3)} of the ceiling`);
      return undefined;
    }
    const atDemo = await measureAll(
      base,
      [
        ceiling,
        { name: 'page /', url: '/' },
        { name: 'page /kategori', url: '/kategori' },
        { name: 'page /kategori/{slug}', url: `/kategori/${kategori}` },
        { name: 'page /detail/{id}', url: `/detail/${demo[0].id}` },
        { name: 'page /testimoni', url: '/testimoni' },
        { name: 'page /penawarankhusus', url: '/penawarankhusus' },
        ...lists,
        { name: 'api search', url: '/api/produk/search/gamis' },
        ...searches,
      ],
      ceiling,
    );

    const cache = await measureCache(base, demo[0].id, ceilingNow);

    console.log(`  adding ${ADDED.toLocaleString('en')} products…`);
    const memory = {};
    if (kind === 'embedded') {
      // PGlite is locked by the server that has it open.
      memory.demo = await stopServer(server);
      server = undefined;
      ids = await addProducts(setup, demo);
      server = await startServer(setup);
    } else {
      memory.demo = await server.memory.stop();
      server.memory = watchMemory(base, server.child.pid, METRICS.METRICS_TOKEN);
      ids = await addProducts(setup, demo);
    }
    const total = ids.length;
    const atScale = await measureAll(base, [...searches, ...lists], ceiling);
    cache.push(await measureColdProducts(base, ids, ceilingNow));
    memory.atScale = await stopServer(server);
    server = undefined;
    return { kind, demoCount: demo.length, total, atDemo, cache, atScale, memory };
  } catch (error) {
    if (server) console.error(server.output());
    throw error;
  } finally {
    if (server) await stopServer(server);
    if (databaseUrl) await onServer(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- Judging and the report -----------------------------------------------------------------

/** Each row with its ratio, budget and verdict (PASS, FAIL or – without a budget). */
function judge(rows, ratioOf, limits) {
  return rows.map((row) => {
    const ratio = ratioOf(row);
    const checks = [];
    if (limits.min[row.name] !== undefined) {
      checks.push({ text: `≥ ${limits.min[row.name]}`, ok: ratio >= limits.min[row.name] });
    }
    if (limits.maxRatio?.[row.name] !== undefined) {
      checks.push({
        text: `≤ ${limits.maxRatio[row.name]}`,
        ok: ratio <= limits.maxRatio[row.name],
      });
    }
    if (limits.maxP99[row.name] !== undefined) {
      checks.push({
        text: `p99 < ${limits.maxP99[row.name]} ms`,
        ok: row.p99 < limits.maxP99[row.name],
      });
    }
    const ok = checks.every((c) => c.ok) && !row.errors;
    const verdict = checks.length === 0 && !row.errors ? '–' : ok ? 'PASS' : 'FAIL';
    return { ...row, ratio, budget: checks.map((c) => c.text).join(', '), verdict, ok };
  });
}

function table(rows, ratioHeading) {
  const header = `| target | URL | req/s | ceiling req/s | p50 ms | p99 ms | KB/answer | ${ratioHeading} | budget | result |`;
  const lines = rows.map((r) =>
    [
      r.name,
      `\`${r.fresh ? `${r.url}?bench=<new>` : r.url}\``,
      Number.isNaN(r.rps) ? '–' : r.rps.toFixed(0),
      r.ceilingRps ? r.ceilingRps.toFixed(0) : '–',
      r.p50,
      r.p99,
      Number.isNaN(r.bytes) ? '–' : (r.bytes / 1024).toFixed(1),
      r.ratio.toFixed(2),
      r.budget || '–',
      r.verdict + (r.errors ? ` (${r.errors})` : ''),
    ].join(' | '),
  );
  return [header, header.replace(/[^|]+/g, ' --- '), ...lines.map((l) => `| ${l} |`)].join('\n');
}

function report(run) {
  const ceiling = run.atDemo.find((r) => r.name === 'ceiling').rps;
  const demoRow = Object.fromEntries(run.atDemo.map((r) => [r.name, r]));
  const atDemo = judge(run.atDemo, (r) => shareOfCeiling(r, ceiling), {
    min: budgets.ofCeiling,
    maxP99: {},
  });
  const cache = judge(run.cache, (r) => r.ratio, {
    min: budgets.cache.min,
    maxRatio: budgets.cache.max,
    maxP99: {},
  });
  const atScale = judge(run.atScale, (r) => atScaleRatio(r, demoRow[r.name]), {
    min: budgets.ofDemoSize,
    maxP99: budgets.maxP99MsAtScale[run.kind],
  });
  const memoryBudgets = budgets.maxPeakRssMb[run.kind];
  const scale = `${ADDED.toLocaleString('en')} more products`;
  const memory = memoryTable([
    { name: 'demo size', peak: run.memory.demo, budgetMb: memoryBudgets['demo size'] },
    { name: scale, peak: run.memory.atScale, budgetMb: memoryBudgets[scale] },
  ]);
  const markdown = [
    `### ${TITLES[run.kind]}`,
    '',
    `Demo catalogue (${run.demoCount} products); ratio to the ceiling, measured just before each target:`,
    '',
    table(atDemo, '× ceiling'),
    '',
    'The response cache: a tracked link as a share of the page it links to; pages it does not hold as a share of the ceiling; the slowest of 100 visitors at once after an admin save (p99 column, ms) as a multiple of one render, and the same burst with the page kept and nothing to render (the control):',
    '',
    table(cache, 'ratio'),
    '',
    `After adding ${ADDED.toLocaleString('en')} products (${run.total} in all); ratio to the same target at the demo size, each as a share of the ceiling measured just before it:`,
    '',
    table(atScale, '× demo size'),
    '',
    `The server's memory${run.kind === 'postgres' ? ' (the Node process; PostgreSQL runs apart)' : ' (the Node process with the database inside)'}. ${MEMORY_NOTE}`,
    '',
    memory.markdown,
  ].join('\n');
  return { markdown, rows: [...atDemo, ...cache, ...atScale, ...memory.rows] };
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

// ---- Main -----------------------------------------------------------------------------------

const loadAtStart = os.loadavg()[0];
const runs = [];
for (const kind of kinds) runs.push(await benchDatabase(kind));
if (args['cold-detail'] || args.search) process.exit(0);
const taps = await runTapToEffect();
const reports = runs.map(report);
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
const markdown = [
  `Run ${new Date().toISOString().slice(0, 16)}Z at ${commit()} on ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start: ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, browser Accept-Encoding (br). KB/answer includes headers. Search rows marked \`?bench=<new>\` send a new URL with every request, so the page cache never answers them.`,
  ...reports.map((r) => `\n${r.markdown}`),
  `\n${taps.markdown}`,
].join('\n');
const latest = path.join(import.meta.dirname, 'latest.md');
const options = await prettier.resolveConfig(latest);
fs.writeFileSync(latest, await prettier.format(markdown, { ...options, parser: 'markdown' }));
console.log(`\n${fs.readFileSync(latest, 'utf8')}`);

const judged = [
  ...reports.flatMap((r, i) => r.rows.map((row) => ({ ...row, kind: runs[i].kind }))),
  taps.row,
];
const failed = judged.filter((row) => !row.ok);
const budgeted = judged.filter((row) => row.budget);
console.log(
  `${budgeted.length - budgeted.filter((r) => !r.ok).length}/${budgeted.length} budgets pass` +
    (failed.length ? `; failing: ${failed.map((r) => `${r.name} (${r.kind})`).join(', ')}` : ''),
);
if (failed.length && !args['report-only']) process.exit(1);
