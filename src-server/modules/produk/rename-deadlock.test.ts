import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, type TestApp } from '../../test/test-app.js';

// Two product renames that cross words (each takes a word the other gives up) lock the search
// dictionary's rows in opposite orders; PostgreSQL ends one with a deadlock (40P01). Such a
// write is run again, so both renames are saved and neither answers 5xx.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: cookie } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

const rename = (id: number, nama_produk: string) =>
  trpcMutation(
    t.app,
    'produk.update',
    {
      id,
      nama_produk,
      harga: 100_000,
      diskon: 0,
      jumlah_terjual: 0,
      kategori: 'atasan',
      deskripsi_produk: 'Deskripsi uji',
    },
    { cookie },
  );

async function lockWaiters(client: pg.Client): Promise<number> {
  // Inside a transaction the activity view is read once and kept, unless cleared.
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

async function waitForLockWaiters(client: pg.Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200 && (await lockWaiters(client)) < count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(await lockWaiters(client)).toBeGreaterThanOrEqual(count);
}

describe('two renames that cross words', () => {
  it('are both saved, never a 5xx', async () => {
    const p1 = await insertProduk(t.db, { nama_produk: 'Kuningan Melati' });
    const p2 = await insertProduk(t.db, { nama_produk: 'Anggrek Seroja' });
    if (!t.database.url) {
      // PGlite has one connection: the renames cannot interleave; they must still both land.
      const results = await Promise.all([rename(p1.id, 'Anggrek'), rename(p2.id, 'Kuningan')]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      return;
    }
    // A third connection holds "anggrek" so that the second rename queues for it behind the
    // first, which meanwhile holds "anggrek"'s partner: the order that deadlocks.
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from kata_pencarian where kata = 'anggrek' for update`);
      const second = rename(p2.id, 'Kuningan');
      await waitForLockWaiters(holder, 1);
      const first = rename(p1.id, 'Anggrek');
      await waitForLockWaiters(holder, 2);
      await holder.query('rollback');
      const results = await Promise.all([second, first]);
      expect(results.map((r) => [r.status, r.error?.message])).toEqual([
        [200, undefined],
        [200, undefined],
      ]);
    } finally {
      await holder.end();
    }
    const names = await t.db
      .selectFrom('produk')
      .select(['id', 'nama_produk'])
      .where('id', 'in', [p1.id, p2.id])
      .orderBy('id')
      .execute();
    expect(names.map((p) => p.nama_produk)).toEqual(['Anggrek', 'Kuningan']);
    const counts = await t.db
      .selectFrom('kata_pencarian')
      .select(['kata', 'jumlah_produk'])
      .where('kata', 'in', ['anggrek', 'kuningan', 'melati', 'seroja'])
      .orderBy('kata')
      .execute();
    expect(counts).toEqual([
      { kata: 'anggrek', jumlah_produk: 1 },
      { kata: 'kuningan', jumlah_produk: 1 },
      { kata: 'melati', jumlah_produk: 0 },
      { kata: 'seroja', jumlah_produk: 0 },
    ]);
  });
});
