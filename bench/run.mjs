// `npm run bench`: throughput and latency of the main pages and procedures against the built
// server, each reported as a ratio to a baseline measured in the same run (/healthz, which
// does no work), so numbers compare across machines. Budgets: bench/budgets.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3458);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));

const dataDir = path.join(os.tmpdir(), 'etalase-bench');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'dist-server', 'src-server', 'main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-rahasia-123',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + url, connections: 10, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

await waitReady();
const produk = await (await fetch(`${base}/api/produk/search/aisyah`)).json();
const produkId = produk[0]?.id ?? 1;
const listInput = encodeURIComponent(JSON.stringify({ kategori: 'gamis', page: 1, pageSize: 12 }));
const targets = {
  'baseline /healthz': '/healthz',
  'page /': '/',
  'page /kategori': '/kategori',
  'page /detail/{id}': `/detail/${produkId}`,
  'api GET /api/produk/search/gamis': '/api/produk/search/gamis',
  'api GET /api/produk/search/gmis (typo)': '/api/produk/search/gmis',
  'trpc produk.list': `/api/trpc/produk.list?input=${listInput}`,
  'api GET /api/produk': '/api/produk',
};

const results = {};
for (const [name, url] of Object.entries(targets)) {
  await run(url); // warm-up pass, not counted
  const r = await run(url, { 'accept-encoding': 'br, gzip' });
  results[name] = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}
stop();

const baseline = results['baseline /healthz'].rps;
console.log(
  `\n${'target'.padEnd(40)} ${'req/s'.padStart(8)} ${'ratio'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
);
let failed = false;
for (const [name, r] of Object.entries(results)) {
  const ratio = r.rps / baseline;
  const min = budgets.minRatio[name];
  const ok = r.errors === 0 && (min === undefined || ratio >= min);
  failed ||= !ok;
  console.log(
    `${ok ? ' ' : '✗'}${name.padEnd(39)} ${r.rps.toFixed(0).padStart(8)} ${ratio.toFixed(3).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}${min === undefined ? '' : `  (budget ≥ ${min})`}${r.errors ? `  ${r.errors} errors` : ''}`,
  );
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify(
    { date: new Date().toISOString(), cpus: os.cpus().length, seconds, results },
    null,
    2,
  ),
);
if (failed) {
  console.error('\nA benchmark is below its budget or had errors.');
  process.exit(1);
}
