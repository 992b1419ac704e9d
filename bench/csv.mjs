// `npm run bench:csv` (after `npm run build`): the catalogue's CSV import at 5 000 rows
// (issue 20 item 4, docs/product.md §11 Ekspor dan impor CSV). A fresh database with the demo catalogue and 5 000
// more products (two colours and three sizes each), the built server, then as the admin's
// dialog does it: export everything for Excel (Indonesia), change every added product's price
// and availability, preview the 5 000 rows, commit them (one transaction), and preview the
// same file again (now no change). The preview and the commit are each held to
// budgets.json's `csvImportMaxSeconds`; the report goes to bench/latest-csv.md.
//
//   --db embedded|postgres   default: postgres when BENCH_DATABASE_URL is set (a fresh database
//                            on that server, dropped after), else embedded PGlite
//   --report-only            exit 0 even when a budget fails
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import pg from 'pg';
import prettier from 'prettier';
import { freePort, projectRoot as root, startBuiltServer } from '../scripts/built-server.mjs';
import { adminCookie } from './cache.mjs';
import { generateProducts, insertProducts } from './products.mjs';

const ROWS = 5_000;
const ADMIN_PASSWORD = 'bench-rahasia-123';
const connectModule = path.join(root, 'dist-server', 'src-server', 'db', 'connect.js');
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const maxSeconds = budgets.csvImportMaxSeconds;

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, 'report-only': { type: 'boolean', default: false } },
});
const postgresServer = process.env.BENCH_DATABASE_URL;
const kind = args.db ?? (postgresServer ? 'postgres' : 'embedded');
if (!['embedded', 'postgres'].includes(kind)) {
  console.error(`--db must be embedded or postgres, not "${args.db}".`);
  process.exit(2);
}
if (kind === 'postgres' && !postgresServer) {
  console.error('--db postgres needs BENCH_DATABASE_URL.');
  process.exit(2);
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** 5 000 products like the shop's, each with two colours and three sizes. */
async function addProducts({ databaseUrl, dataDir }, templates) {
  const { connectDatabase } = await import(connectModule);
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    const { rows } = await sql`select coalesce(max(id), 0) as max from produk`.execute(database.db);
    const after = Number(rows[0].max);
    await insertProducts(database.db, generateProducts(ROWS, templates));
    await sql`insert into warna (id_produk, warna, foto, kode_warna)
      select p.id, c.warna, p.foto_produk, c.kode from produk p
      cross join (values ('Navy', '#1f2a44'), ('Putih', '#ffffff')) as c (warna, kode)
      where p.id > ${after}`.execute(database.db);
    await sql`insert into ukuran (id_produk, usia, ukuran, panjang_atasan, lingkar_dada)
      select p.id, s.usia, s.ukuran, '46', '60' from produk p
      cross join (values ('2-3 tahun', 'S'), ('4-5 tahun', 'M'), ('6-7 tahun', 'L')) as s (usia, ukuran)
      where p.id > ${after}`.execute(database.db);
    await sql`analyze`.execute(database.db);
    if (databaseUrl) await sql`select pg_notify('etalase_changes', 'bench')`.execute(database.db);
    return after;
  } finally {
    await database.close();
  }
}

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - start) / 1000 };
}

async function trpc(base, cookie, procedure, body) {
  const res = await fetch(`${base}/api/trpc/${procedure}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, origin: base },
    body,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${procedure}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return json.result.data;
}

function upload(csv, token) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'produk.csv');
  if (token) form.append('token', token);
  return form;
}

async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-csv-'));
  const name = `etalase_bench_csv_${process.pid}_${Date.now()}`;
  let databaseUrl;
  if (kind === 'postgres') {
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await onServer(`create database ${name}`);
  }
  const port = await freePort();
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', ADMIN_PASSWORD };
  let server;
  try {
    server = await startBuiltServer({ port, env });
    const base = server.base;
    const demo = await (await fetch(`${base}/api/produk`)).json();
    // PGlite is locked by the server that has it open.
    if (kind === 'embedded') await server.stop();
    const after = await addProducts({ databaseUrl, dataDir }, demo);
    if (kind === 'embedded') server = await startBuiltServer({ port, env });
    const cookie = await adminCookie(base, ADMIN_PASSWORD);

    const input = encodeURIComponent(JSON.stringify({ search: '', dialect: 'excel-id' }));
    const exported = await timed(() => trpc(base, cookie, `produkCsv.export?input=${input}`));
    const [header, ...records] = parse(exported.result.csv, { delimiter: ';', bom: true });
    const column = (n) => header.indexOf(n);
    const rows = records
      .filter((r) => Number(r[0]) > after)
      .map((r) => {
        const row = [...r];
        row[column('harga')] = (Number(row[column('harga')]) + 1_000).toLocaleString('id-ID');
        row[column('ketersediaan')] = 'Navy / S (2-3 tahun): habis; Putih / L (6-7 tahun): 4';
        return row;
      });
    if (rows.length !== ROWS) throw new Error(`exported ${rows.length} added products`);
    const csv = `\uFEFF${stringify([header, ...rows], { delimiter: ';', record_delimiter: '\r\n', quoted: true })}`;

    console.log(`  export ${exported.seconds.toFixed(2)} s; previewing ${ROWS} rows…`);
    const preview = await timed(() => trpc(base, cookie, 'produkCsv.preview', upload(csv)));
    const { berubah, galat, token } = preview.result;
    if (berubah !== ROWS || galat.length > 0) {
      throw new Error(`preview: ${berubah} changed, ${JSON.stringify(galat.slice(0, 3))}`);
    }
    const commit = await timed(() => trpc(base, cookie, 'produkCsv.commit', upload(csv, token)));
    if (commit.result.berubah !== ROWS) throw new Error(`commit: ${commit.result.berubah}`);
    const again = await timed(() => trpc(base, cookie, 'produkCsv.preview', upload(csv)));
    if (again.result.berubah !== 0) throw new Error(`again: ${again.result.berubah} changed`);
    return {
      kb: Math.round(Buffer.byteLength(csv) / 1024),
      rows: [
        {
          step: `export (${records.length.toLocaleString('en')} products)`,
          seconds: exported.seconds,
        },
        { step: 'preview, 5 000 changed rows', seconds: preview.seconds, budget: maxSeconds },
        {
          step: 'commit, 5 000 rows in one transaction',
          seconds: commit.seconds,
          budget: maxSeconds,
        },
        { step: 'preview again (no change)', seconds: again.seconds, budget: maxSeconds },
      ],
    };
  } catch (error) {
    if (server) console.error(server.output());
    throw error;
  } finally {
    if (server) await server.stop();
    if (databaseUrl && !process.env.BENCH_KEEP_DATABASE) {
      await onServer(`drop database if exists ${name} with (force)`);
    } else if (databaseUrl) console.log(`  kept ${name}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { rows, kb } = await run();
const judged = rows.map((r) => ({
  ...r,
  verdict: r.budget === undefined ? '–' : r.seconds < r.budget ? 'PASS' : 'FAIL',
}));
const title = kind === 'postgres' ? 'PostgreSQL' : 'Embedded PGlite';
const report = [
  '# Catalogue CSV import benchmark (`npm run bench:csv`)',
  '',
  `${title}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end); a ${kb} KB Excel (Indonesia) file of 5 000 rows.`,
  '',
  '| step | seconds | budget | result |',
  '| --- | ---: | ---: | --- |',
  ...judged.map(
    (r) =>
      `| ${r.step} | ${r.seconds.toFixed(2)} | ${r.budget === undefined ? '' : `< ${r.budget} s`} | ${r.verdict} |`,
  ),
  '',
].join('\n');
console.log(`\n${report}`);
fs.writeFileSync(
  path.join(import.meta.dirname, 'latest-csv.md'),
  await prettier.format(report, { parser: 'markdown' }),
);
if (judged.some((r) => r.verdict === 'FAIL') && !args['report-only']) process.exit(1);
