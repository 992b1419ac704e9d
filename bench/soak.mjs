// `npm run soak` (after `npm run build`): mixed traffic against the built server for a while,
// with an admin price edit every few seconds (issue 22 item 5). Visitors ask for pages, product
// pages in a colour, searches and API reads, a fifth of them through tracked links (a new
// `fbclid` each), as many at once as `--visitors`. It reports:
// - the page cache's hit rate (the X-Cache header of every answer);
// - the median and p99 response, quiet and in the 2 s after each edit, and their ratio
//   (target: after an edit ≤ 2× the quiet median);
// - the admin save's time against the visitors' quiet median (target ≤ 4×);
// - stale reads: the product's legacy read right after a save must carry the new price;
// - the server's memory: peak RSS while visitors come, against bench/budgets.json's
//   maxPeakRssMb (issue 33), and its parts apart (heap, external, array buffers, WebAssembly;
//   bench/memory.mjs).
// Traffic goes to 127.0.0.1 only and stops by itself.
//
//   --minutes N      how long (default 10)
//   --visitors N     visitors at once (default 50)
//   --edit-every S   seconds between price edits (default 5)
//   --db embedded|postgres   default: postgres when BENCH_DATABASE_URL is set, else PGlite
//   --port N         the server's port (default: a free one)
//   --report-only    exit 0 even when a target is missed
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startBuiltServer } from '../scripts/built-server.mjs';
import { adminCookie } from './cache.mjs';
import { MEMORY_NOTE, memoryTable, metricsEnv, watchMemory } from './memory.mjs';
import { onServer as onPostgresServer } from './postgres.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    visitors: { type: 'string', default: '50' },
    'edit-every': { type: 'string', default: '5' },
    db: { type: 'string' },
    port: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
  },
});
const DURATION_MS = Number(args.minutes) * 60_000;
const VISITORS = Number(args.visitors);
const EDIT_EVERY_MS = Number(args['edit-every']) * 1000;
const AFTER_EDIT_MS = 2_000;
const TARGETS = { afterEditOfQuiet: 2, saveOfQuiet: 4 };
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const ADMIN_PASSWORD = 'soak-rahasia-123';
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Linux; Android 13) etalase-soak',
};
if (![DURATION_MS, VISITORS, EDIT_EVERY_MS].every((n) => Number.isFinite(n) && n > 0)) {
  console.error('--minutes, --visitors and --edit-every must be positive numbers.');
  process.exit(2);
}
const postgresServer = process.env.BENCH_DATABASE_URL;
const kind = args.db ?? (postgresServer ? 'postgres' : 'embedded');
if (kind === 'postgres' && !postgresServer) {
  console.error('--db postgres needs BENCH_DATABASE_URL.');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + 5 });

/** One GET as a browser sends it, the body read but not decompressed (as a phone would). */
function get(base, url, headers = BROWSER) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          cache: res.headers['x-cache'],
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const quantile = (sorted, q) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const sortedMs = (rows) => rows.map((r) => r.ms).sort((a, b) => a - b);

/** The addresses visitors ask for, from the demo catalogue. */
async function addresses(base) {
  const produk = JSON.parse((await get(base, '/api/produk', {})).body.toString());
  const pages = ['/', '/kategori', '/kategori/gamis', '/kategori/lakilaki', '/testimoni'];
  pages.push('/penawarankhusus', '/FAQ', '/kategori?urut=termurah', '/kategori?page=2');
  const searches = ['gamis', 'koko anak', 'setelan', 'hijab', 'gmis'].map(
    (q) => `/cari?q=${encodeURIComponent(q)}`,
  );
  const api = ['/api/produk', '/api/kategoriproduk/gamis', '/api/produk/search/gamis'];
  const details = produk.map((p) => `/detail/${p.id}`);
  return { produk, urls: [...pages, ...pages, ...searches, ...api, ...details, ...details] };
}

/** A price edit as the owner makes it (legacy PATCH, multipart); resolves with its time. */
async function editPrice(base, cookie, produk, harga) {
  const form = new FormData();
  for (const field of ['nama_produk', 'diskon', 'jumlah_terjual', 'deskripsi_produk', 'kategori']) {
    form.append(field, String(produk[field] ?? ''));
  }
  form.append('harga', String(harga));
  const started = performance.now();
  const res = await fetch(`${base}/api/produk/${produk.id}`, {
    method: 'PATCH',
    body: form,
    headers: { cookie, origin: base },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the price edit failed: ${res.status}`);
  return performance.now() - started;
}

async function soak(base, pid, token) {
  const cookie = await adminCookie(base, ADMIN_PASSWORD);
  const { produk, urls } = await addresses(base);
  const edited = produk[0];
  // Every address once, so the soak starts from the shop as visitors found it.
  for (const url of urls) await get(base, url);

  const answers = [];
  const edits = [];
  const memory = watchMemory(base, pid, token);
  let stale = 0;
  const end = Date.now() + DURATION_MS;
  let n = 0;
  const visitor = async () => {
    while (Date.now() < end) {
      const url = urls[Math.floor(Math.random() * urls.length)];
      const tracked =
        Math.random() < 0.2 && !url.startsWith('/api/')
          ? `${url}${url.includes('?') ? '&' : '?'}fbclid=IwAR${++n}&utm_source=ig`
          : url;
      const at = Date.now();
      const res = await get(base, tracked);
      answers.push({ at, ms: res.ms, status: res.status, cache: res.cache });
    }
  };
  const editor = async () => {
    let harga = edited.harga;
    while (Date.now() + EDIT_EVERY_MS < end) {
      await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
      harga = harga === edited.harga ? edited.harga + 5_000 : edited.harga;
      const at = Date.now();
      const ms = await editPrice(base, cookie, edited, harga);
      edits.push({ at, ms });
      // A visitor after the save's answer sees the new price.
      const read = JSON.parse((await get(base, `/api/produk/${edited.id}`, {})).body.toString());
      if (read.harga !== harga) stale += 1;
    }
    // The product as it was.
    if (harga !== edited.harga) await editPrice(base, cookie, edited, edited.harga);
  };
  await Promise.all([editor(), ...Array.from({ length: VISITORS }, visitor)]);
  return { answers, edits, stale, memory: await memory.stop() };
}

function report({ answers, edits, stale, memory }) {
  const bad = answers.filter((a) => a.status >= 500 || a.status === undefined).length;
  const afterEdit = (a) => edits.some((e) => a.at >= e.at && a.at < e.at + AFTER_EDIT_MS);
  const quiet = sortedMs(answers.filter((a) => !afterEdit(a)));
  const after = sortedMs(answers.filter(afterEdit));
  const saves = edits.map((e) => e.ms).sort((a, b) => a - b);
  const cached = answers.filter((a) => a.cache !== undefined);
  const hits = cached.filter((a) => a.cache === 'hit').length;
  const quietP50 = quantile(quiet, 0.5);
  const afterRatio = quantile(after, 0.5) / quietP50;
  const saveRatio = quantile(saves, 0.5) / quietP50;
  const rows = [
    ['answers', `${answers.length} (${bad} failed)`],
    ['cache hit rate', `${((100 * hits) / Math.max(1, cached.length)).toFixed(1)} %`],
    ['quiet p50 / p99', `${quietP50.toFixed(1)} / ${quantile(quiet, 0.99).toFixed(1)} ms`],
    [
      `${AFTER_EDIT_MS / 1000} s after an edit p50 / p99`,
      `${quantile(after, 0.5).toFixed(1)} / ${quantile(after, 0.99).toFixed(1)} ms`,
    ],
    [
      'after an edit ÷ quiet (p50)',
      `${afterRatio.toFixed(2)} (target ≤ ${TARGETS.afterEditOfQuiet})`,
    ],
    [
      'admin save p50 / max',
      `${quantile(saves, 0.5).toFixed(0)} / ${saves.at(-1)?.toFixed(0) ?? '–'} ms over ${saves.length} edits`,
    ],
    ['save ÷ quiet visitor (p50)', `${saveRatio.toFixed(2)} (target ≤ ${TARGETS.saveOfQuiet})`],
    ['stale reads after a save', String(stale)],
  ];
  for (const [name, value] of rows) console.log(`  ${name.padEnd(32)} ${value}`);
  const peaks = memoryTable([
    { name: 'the soak', peak: memory, budgetMb: budgets.maxPeakRssMb[kind]['demo size'] },
  ]);
  console.log(`\n${peaks.markdown}\n\n${MEMORY_NOTE}`);
  const ok =
    peaks.rows.every((row) => row.ok) &&
    bad === 0 &&
    stale === 0 &&
    afterRatio <= TARGETS.afterEditOfQuiet &&
    saveRatio <= TARGETS.saveOfQuiet;
  console.log(ok ? '\nAll targets met.' : '\nA target was missed.');
  return ok;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-soak-'));
  let databaseUrl = '';
  const name = `etalase_soak_${process.pid}`;
  const onServer = (statement) => onPostgresServer(postgresServer, statement);
  if (kind === 'postgres') {
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await onServer(`create database ${name}`);
  }
  const port = args.port ? Number(args.port) : await freePort();
  const metrics = metricsEnv();
  console.log(
    `Soak: ${args.minutes} min, ${VISITORS} visitors, a price edit every ${args['edit-every']} s, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}…`,
  );
  const server = await startBuiltServer({
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD, ...metrics },
  });
  try {
    const ok = report(await soak(server.base, server.child.pid, metrics.METRICS_TOKEN));
    process.exitCode = ok || args['report-only'] ? 0 : 1;
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
    agent.destroy();
    if (kind === 'postgres') await onServer(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
