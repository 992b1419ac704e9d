import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectPostgres } from './db/connect.js';
import { createTestApp, trpcQuery, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operational routes', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('tags every response with a request id, keeping a sane incoming one', async () => {
    const generated = await t.app.inject('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-123.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-123.abc');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers an unknown API path with an Indonesian 404', async () => {
    const res = await t.app.inject('/api/tidak-ada');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan.' });
    const trpc = await t.app.inject('/api/trpc/produk.tidakAda');
    expect(trpc.statusCode).toBe(404);
  });

  it('hides SQL and stack traces behind a generic message when a query fails', async () => {
    const scratch = await createTestApp();
    try {
      await sql`drop table faq`.execute(scratch.db);
      const rest = await scratch.app.inject('/api/faq');
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
      const rpc = await trpcQuery(scratch.app, 'faq.list');
      expect(rpc.status).toBe(500);
      expect(rpc.error?.message).toBe('Terjadi kesalahan pada server. Silakan coba lagi.');
      expect(rpc.response.body).not.toMatch(/relation|does not exist|select|stack|\.ts:/i);
      expect(rest.body).not.toMatch(/relation|does not exist|select|stack|\.ts:/i);
    } finally {
      await scratch.close();
    }
  });
});

describe('when the database cannot be reached', () => {
  it('answers 503 with an Indonesian message on REST, tRPC and /readyz', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir });
    // Nothing listens on port 1: every query fails to connect.
    const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp({ config, db: database.db, client: 'none' });
    try {
      const rest = await app.inject('/api/produk');
      expect(rest.statusCode).toBe(503);
      expect(rest.json()).toEqual({
        message: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
      });
      const rpc = await trpcQuery(app, 'produk.list', {});
      expect(rpc.status).toBe(503);
      expect(rpc.error?.message).toBe(
        'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
      );
      expect((await app.inject('/readyz')).statusCode).toBe(503);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
