import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueSurel } from '../services/outbox/outbox.queries.js';
import { insertProduk } from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, trpcQuery, type TestApp } from '../test/test-app.js';

// /metrics scraped for real after real traffic (docs/decisions/0045), on this run's database
// (PGlite, or PostgreSQL under test:pg): the text format parsed, and each figure seen to move.

const TOKEN = 'uji-token-metrik-yang-panjang-sekali-0123456789';
const JOB = 'uji_metrik';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text format's samples (comments and blank lines aside); enough of it for these tests. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}

let test: TestApp;
let release: () => void = () => undefined;
let running = false;

async function scrape(): Promise<Sample[]> {
  const response = await test.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return parseMetrics(response.body);
}

const requests = 'etalase_http_request_duration_seconds_count';

beforeAll(async () => {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  test = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    {
      client: await storefrontClient(),
      // A job that holds its worker until the test ends: the next one sent waits.
      beforeReady: (app) =>
        app.jobs.define({
          name: JOB,
          run: async () => {
            running = true;
            await gate;
          },
        }),
    },
  );
  // A backup that worked two hours ago, and one that failed since.
  await sql`insert into cadangan (jenis, status, dimulai_pada, selesai_pada, nama_berkas, ukuran, galat)
    values ('terjadwal', 'berhasil', now() - interval '2 hours', now() - interval '2 hours',
            'etalase-otomatis-a.tar.gz', 1234567, null),
           ('terjadwal', 'gagal', now() - interval '1 hour', now() - interval '1 hour',
            null, null, 'Folder cadangan tidak bisa ditulis.')`.execute(test.db);
}, 60_000);
afterAll(async () => {
  release();
  await test.close();
});

describe('/metrics', () => {
  it('shows a waiting job, a waiting mail, the pool and the process', async () => {
    await test.app.jobs.wake(JOB);
    await expect.poll(() => running, { timeout: 10_000, interval: 50 }).toBe(true);
    await test.app.jobs.wake(JOB);
    await enqueueSurel(test.db, [
      { jenis: 'konfirmasi_langganan', penerima: 'tunggu@contoh.id', subjek: 'Konfirmasi' },
    ]);
    // Written a minute ago: the oldest mail's age shows it.
    await sql`update surel set created_at = now() - interval '60 seconds'`.execute(test.db);

    const samples = await scrape();
    expect(valueOf(samples, 'etalase_jobs_waiting', { queue: JOB })).toBe(1);
    expect(valueOf(samples, 'etalase_jobs_failed', { queue: JOB })).toBe(0);
    expect(valueOf(samples, 'etalase_jobs_oldest_waiting_seconds', { queue: JOB })).toBeLessThan(
      60,
    );
    expect(valueOf(samples, 'etalase_outbox_waiting')).toBe(1);
    expect(valueOf(samples, 'etalase_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(59);
    expect(valueOf(samples, 'etalase_db_pool_max_connections')).toBeGreaterThan(0);
    expect(valueOf(samples, 'etalase_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'etalase_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it("shows the memory by kind, the embedded database's WebAssembly memory among it", async () => {
    const samples = await scrape();
    const kind = (name: string) => valueOf(samples, 'etalase_memory_bytes', { kind: name });
    const [rss, heapUsed, external, arrayBuffers] = [
      'rss',
      'heap_used',
      'external',
      'array_buffers',
    ].map(kind);
    expect(heapUsed).toBeGreaterThan(0);
    expect(rss).toBeGreaterThan(heapUsed ?? Infinity);
    expect(external).toBeGreaterThanOrEqual(arrayBuffers ?? Infinity);
    if (test.database.kind === 'pglite') {
      // PGlite's memory starts at 128 MB; V8 counts it in external (bench/memory.mjs takes it out).
      expect(kind('wasm')).toBeGreaterThanOrEqual(128 * 1024 * 1024);
      expect(external).toBeGreaterThanOrEqual(kind('wasm') ?? Infinity);
    } else {
      expect(kind('wasm')).toBeUndefined();
    }
  });

  it('shows the last backup that worked, its size, and a failure since', async () => {
    const samples = await scrape();
    const now = Date.now() / 1000;
    const ok = valueOf(samples, 'etalase_backup_last_success_timestamp_seconds') ?? 0;
    const failed = valueOf(samples, 'etalase_backup_last_failure_timestamp_seconds') ?? 0;
    expect(now - ok).toBeGreaterThan(7_100);
    expect(now - ok).toBeLessThan(7_300);
    expect(now - failed).toBeGreaterThan(3_500);
    expect(now - failed).toBeLessThan(3_700);
    expect(valueOf(samples, 'etalase_backup_failing')).toBe(1);
    expect(valueOf(samples, 'etalase_backup_last_bytes')).toBe(1_234_567);
  });

  it('counts pages by their route, tRPC calls by procedure, and cache hits and misses', async () => {
    const { id } = await insertProduk(test.db, { nama_produk: 'Gamis Metrik' });
    const before = await scrape();
    const page = { route: '/detail/:id', method: 'GET', status_class: '2xx' };
    const responses = { cache: 'responses' };
    for (const url of ['/FAQ', '/FAQ', '/FAQ']) {
      expect((await test.app.inject({ url })).statusCode).toBe(200);
    }
    const faqOnly = await scrape();
    for (const url of [`/detail/${id}?utm_source=wa`, `/detail/${id}`]) {
      expect((await test.app.inject({ url })).statusCode).toBe(200);
    }
    expect((await test.app.inject({ url: '/detail/999999' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/nggak-ada-${Date.now()}` })).statusCode).toBe(404);
    expect((await trpcQuery(test.app, 'faq.list')).status).toBe(200);

    const after = await scrape();
    const movedBetween =
      (from: Sample[], to: Sample[]) => (name: string, labels: Record<string, string>) =>
        (valueOf(to, name, labels) ?? 0) - (valueOf(from, name, labels) ?? 0);
    const moved = movedBetween(before, after);
    expect(moved(requests, page)).toBe(2);
    expect(moved(requests, { route: '/FAQ', status_class: '2xx' })).toBe(3);
    expect(moved(requests, { route: '(not found)', status_class: '4xx' })).toBe(2);
    expect(moved(requests, { route: '/api/trpc/:path', status_class: '2xx' })).toBe(1);
    // One series per route, never per address.
    expect(after.filter((s) => s.name === requests && /\d/.test(s.labels.route ?? ''))).toEqual([]);
    // The call itself, after the FAQ page's renders read it too.
    expect(
      movedBetween(faqOnly, after)('etalase_trpc_procedure_duration_seconds_count', {
        procedure: 'faq.list',
        type: 'query',
        outcome: 'ok',
      }),
    ).toBe(1);
    // The product page's own reads, made while rendering it.
    expect(
      moved('etalase_trpc_procedure_duration_seconds_count', { procedure: 'produk.page' }),
    ).toBeGreaterThan(0);
    // The FAQ's first two renders are misses (the second is kept), the third a hit; a product
    // page's kept variants are picked at random, so its hits are not counted on here.
    const byFaq = movedBetween(before, faqOnly);
    expect(byFaq('etalase_cache_misses_total', responses)).toBe(2);
    expect(byFaq('etalase_cache_hits_total', responses)).toBe(1);
    expect(valueOf(after, 'etalase_cache_entries', responses)).toBeGreaterThan(0);
    expect(valueOf(after, 'etalase_cache_bytes', responses)).toBeGreaterThan(0);
    expect(moved('etalase_cache_misses_total', { cache: 'kept reads' })).toBeGreaterThan(0);
  });

  it('refuses a scrape without the token or with another, even after answering one', async () => {
    await scrape();
    await scrape();
    for (const authorization of [undefined, 'Bearer salah', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await test.app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ message: 'Token metrik tidak ada atau salah.' });
      expect(response.body).not.toContain('etalase_');
    }
  });
});

describe('/metrics closed by default', () => {
  it('is no page of the app without a token, and answers on its own listener', async () => {
    const plain = await createTestApp({ METRICS_PORT: '9' });
    try {
      const onAppPort = await plain.app.inject({ url: '/metrics' });
      expect(onAppPort.statusCode).toBe(404);
      expect(onAppPort.body).not.toContain('etalase_');
      const listener = plain.app.metricsListener;
      if (!listener) throw new Error('no listener with METRICS_PORT');
      const address = await listener.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/metrics`);
      expect(response.status).toBe(200);
      const samples = parseMetrics(await response.text());
      expect(valueOf(samples, 'etalase_cache_entries', { cache: 'responses' })).toBe(0);
      expect((await fetch(`${address}/healthz`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
