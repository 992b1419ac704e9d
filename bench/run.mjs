// `npm run bench` (after `npm run build`): how close the built server comes to serving a static
// file, in one run on this machine. The ceiling is the built stylesheet served by the same
// server; every page and API read is measured the same way (10 connections, browser-like
// Accept-Encoding, after a warm-up) and reported as a ratio to it. Then 10 000 products are
// added and search, a category and the full list are measured again, as a ratio to their own
// speed at the demo size. On PostgreSQL with BENCH_DATABASE_URL (a fresh database on that server,
// dropped after), else on the embedded database. Targets: bench/budgets.json; the table of the
// last run: bench/latest.md. `--report-only` never fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3458);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const reportOnly = process.argv.includes('--report-only');
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const browser = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
};
const ADDED_PRODUCTS = 10_000;

const serverEntry = path.join(root, 'dist-server', 'src-server', 'main.js');
if (!fs.existsSync(serverEntry)) {
  console.error('Jalankan `npm run build` dulu.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-'));
const postgresServer = process.env.BENCH_DATABASE_URL;
const databaseName = `etalase_bench_${process.pid}`;
const databaseUrl = postgresServer && withDatabase(postgresServer, databaseName);

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onPostgres(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

let server;
let peakRssKb = 0;
function startServer() {
  server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-rahasia-123',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
function readPeakRss() {
  try {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    peakRssKb = Math.max(peakRssKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  } catch {
    // not on Linux, or already gone
  }
}
async function stopServer() {
  readPeakRss();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
process.on('exit', () => server?.kill('SIGKILL'));

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + url, connections: 10, duration: seconds, headers: browser },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** One target: a short warm-up (fills the page cache), then the measured run. */
async function run(url) {
  await new Promise((resolve, reject) =>
    autocannon({ url: base + url, connections: 10, amount: 200, headers: browser }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
  const r = await measure(url);
  readPeakRss();
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  };
}

/** Many varied names from the shop's words, in the demo's categories, straight into the database. */
async function addProducts(db, categories) {
  const kinds = [
    'Gamis',
    'Koko',
    'Kaos',
    'Celana',
    'Rok',
    'Piyama',
    'Jaket',
    'Tunik',
    'Mukena',
    'Setelan',
  ];
  const names = [
    'Aisyah',
    'Fatimah',
    'Zahra',
    'Bilal',
    'Umar',
    'Hasan',
    'Khadijah',
    'Maryam',
    'Yusuf',
    'Salma',
  ];
  const looks = ['Polos', 'Motif Bunga', 'Renda', 'Katun', 'Premium', 'Harian', 'Lebaran', 'Salur'];
  for (let batch = 0; batch < ADDED_PRODUCTS / 1000; batch++) {
    const rows = Array.from({ length: 1000 }, (_, j) => {
      const i = batch * 1000 + j;
      const name = `${kinds[i % kinds.length]} Anak ${names[(i >> 2) % names.length]} ${looks[(i >> 4) % looks.length]} ${i}`;
      return sql`(${name}, ${50_000 + (i % 40) * 5_000}, ${i % 3 === 0 ? 10 : 0}, ${i % 97}, 'Bahan adem, nyaman dipakai seharian.', ${categories[i % categories.length]}, 'tambahan.webp')`;
    });
    await sql`
      insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
      values ${sql.join(rows)}`.execute(db);
  }
  await sql`analyze`.execute(db);
}

/** Adds the products with the project's own database code, the server stopped (PGlite) or not. */
async function growCatalogue(categories) {
  const { connectDatabase } = await import(
    path.join(root, 'dist-server', 'src-server', 'db', 'connect.js')
  );
  if (databaseUrl) {
    const database = await connectDatabase({ databaseUrl, dataDir });
    await addProducts(database.db, categories);
    await database.close();
    // The app hears of changes only through its own writes or this.
    await onPostgres(databaseUrl, 'notify etalase_changes');
    return;
  }
  await stopServer();
  const database = await connectDatabase({ databaseUrl: undefined, dataDir });
  await addProducts(database.db, categories);
  await database.close();
  startServer();
  await waitReady();
}

if (postgresServer) await onPostgres(postgresServer, `create database ${databaseName}`);
const results = {};
try {
  startServer();
  await waitReady();
  const html = fs.readFileSync(path.join(root, 'dist', 'client', 'index.html'), 'utf8');
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const produk = await (await fetch(`${base}/api/produk`)).json();
  const id = produk[0]?.id ?? 1;
  // The demo's categories, the largest first: its listing is the one measured.
  const counts = new Map();
  for (const p of produk) counts.set(p.kategori, (counts.get(p.kategori) ?? 0) + 1);
  const categories = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a));
  const kategori = categories[0] ?? 'gamis';
  const scaled = {
    'search exact': '/api/produk/search/gamis',
    'search typo': '/api/produk/search/gmis',
    'search two words': '/api/produk/search/gamis%20anak',
    'category read': `/api/kategoriproduk/${kategori}`,
    'full list read': '/api/produk',
  };
  const targets = {
    ceiling: stylesheet,
    'page /': '/',
    'page /kategori': '/kategori',
    'page /kategori/{slug}': `/kategori/${kategori}`,
    'page /detail/{id}': `/detail/${id}`,
    'page /testimoni': '/testimoni',
    'page /penawarankhusus': '/penawarankhusus',
    'api /api/produk': '/api/produk',
    'api search': '/api/produk/search/gamis',
    'api category': `/api/kategoriproduk/${kategori}`,
    ...Object.fromEntries(Object.entries(scaled).map(([k, u]) => [`${k} (demo)`, u])),
  };
  for (const [name, url] of Object.entries(targets)) {
    process.stdout.write(`${name}… `);
    results[name] = await run(url);
    console.log(`${results[name].rps.toFixed(0)} req/s`);
  }
  console.log(`\nMenambah ${ADDED_PRODUCTS} produk…`);
  await growCatalogue(categories);
  for (const [name, url] of Object.entries(scaled)) {
    process.stdout.write(`${name} (+${ADDED_PRODUCTS})… `);
    results[`${name} (+10k)`] = await run(url);
    console.log(`${results[`${name} (+10k)`].rps.toFixed(0)} req/s`);
  }
  await stopServer();
} finally {
  server?.kill('SIGKILL');
  if (postgresServer) {
    await onPostgres(postgresServer, `drop database if exists ${databaseName} with (force)`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Ratios: to the ceiling, or for the scaled reads to their own demo-size speed.
const ceiling = results.ceiling.rps;
const rows = [];
let failed = false;
for (const [name, r] of Object.entries(results)) {
  const scaledFrom = name.endsWith('(+10k)') ? name.replace('(+10k)', '(demo)') : undefined;
  const ratio = scaledFrom ? r.rps / results[scaledFrom].rps : r.rps / ceiling;
  const min = budgets.minRatio[name];
  const maxP99 = budgets.maxP99Ms[name];
  const ok =
    r.errors === 0 &&
    (min === undefined || ratio >= min) &&
    (maxP99 === undefined || r.p99 < maxP99);
  failed ||= !ok;
  const budget = [min !== undefined && `≥ ${min}`, maxP99 !== undefined && `p99 < ${maxP99} ms`]
    .filter(Boolean)
    .join(', ');
  rows.push(
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} | ${ratio.toFixed(2)}${scaledFrom ? ' of demo' : ''} | ${budget || '–'} | ${ok ? 'ok' : 'FAIL'}${r.errors ? ` (${r.errors} errors)` : ''} |`,
  );
}
const table = [
  `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${seconds} s per target, 10 connections; peak server RSS ${(peakRssKb / 1024).toFixed(0)} MB.`,
  '',
  '| target | req/s | p50 ms | p99 ms | KB/answer | ratio | budget | |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
console.log(`\n${table}`);
fs.writeFileSync(path.join(import.meta.dirname, 'latest.md'), `${table}\n`);
if (failed && !reportOnly) {
  console.error('\nA target is below its budget or had errors.');
  process.exit(1);
}
