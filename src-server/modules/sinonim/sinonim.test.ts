import type { Page } from '../../../src/shared/schemas/common.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sinonim } from '../../../src/shared/schemas/sinonim.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { MAX_SYNONYM_QUERIES, synonymQueries } from '../search/search.queries.js';

// The shop's search synonyms (docs/product.md §10): the admin's groups over tRPC, and what they
// do to a search, on a database of this file's own.

interface SearchPage {
  items: { nama_produk: string }[];
  total: number;
  synonyms: string[];
}

let t: TestApp;
let staff: string;
let main: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  const products: [string, number][] = [
    ['Gamis Katun Ayla', 40],
    ['Gamis Brokat Zahra', 10],
    ['Dress Anak Mawar', 90],
    ['Abaya Hitam Polos', 5],
    ['Koko Anak Laki-laki Al Fatih', 20],
    ['Kemeja Koko Putih', 7],
    ['Setelan Kaos Ceria', 3],
  ];
  for (const [nama_produk, jumlah_terjual] of products) {
    await insertProduk(t.db, { nama_produk, jumlah_terjual });
  }
});
afterAll(() => t.close());

const list = async () =>
  (await trpcQuery<Page<Sinonim>>(t.app, 'sinonim.adminList', { pageSize: 100 }, { cookie: staff }))
    .data.items;
const groupOf = async (term: string) => (await list()).find((g) => g.kata.includes(term));

async function searchPage(query: string) {
  return (await trpcQuery<SearchPage>(t.app, 'produk.searchPage', { query })).data;
}
const names = (page: SearchPage) => page.items.map((p) => p.nama_produk);

describe('the starting synonyms', () => {
  it('are the shop’s five groups, in the order they were written', async () => {
    expect((await list()).map((g) => g.kata).sort()).toEqual(
      [
        ['gamis', 'dress', 'abaya'],
        ['koko', 'kemeja'],
        ['jilbab', 'kerudung', 'hijab'],
        ['setelan', 'set'],
        ['anak laki', 'cowok'],
      ].sort(),
    );
  });
});

describe('a search with synonyms', () => {
  it('finds the synonyms’ products below every product named with the query’s own word', async () => {
    const page = await searchPage('gamis');
    expect(names(page)).toEqual([
      // "gamis" itself, best sellers first
      'Gamis Katun Ayla',
      'Gamis Brokat Zahra',
      // then "dress", then "abaya", as the group lists them
      'Dress Anak Mawar',
      'Abaya Hitam Polos',
    ]);
    expect(page.total).toBe(4);
    expect(page.synonyms).toEqual(['dress', 'abaya']);
  });

  it('works both ways within a group, and for a phrase of two words', async () => {
    expect(names(await searchPage('abaya'))).toEqual([
      'Abaya Hitam Polos',
      'Gamis Katun Ayla',
      'Gamis Brokat Zahra',
      'Dress Anak Mawar',
    ]);
    const cowok = await searchPage('koko cowok');
    expect(names(cowok)).toEqual(['Koko Anak Laki-laki Al Fatih']);
    expect(cowok.synonyms).toEqual(['anak laki']);
  });

  it('leaves a query that finds enough on its own as it was', async () => {
    const dropdown = await trpcQuery<{ nama_produk: string }[]>(t.app, 'produk.search', {
      query: 'gamis',
      limit: 2,
    });
    expect(dropdown.data.map((p) => p.nama_produk)).toEqual([
      'Gamis Katun Ayla',
      'Gamis Brokat Zahra',
    ]);
  });

  it('fills the room the query leaves from each synonym in turn, past what it already found', async () => {
    // Found by the query and by its first synonym: the synonym's next products take its place.
    const both = await insertProduk(t.db, { nama_produk: 'Abaya Gamis Hana', jumlah_terjual: 100 });
    // Written behind the app's back: it says so, as an admin's save would.
    t.changes.changed();
    try {
      const found = await trpcQuery<{ nama_produk: string }[]>(t.app, 'produk.search', {
        query: 'abaya',
        limit: 5,
      });
      expect(found.data.map((p) => p.nama_produk)).toEqual([
        'Abaya Gamis Hana',
        'Abaya Hitam Polos',
        'Gamis Katun Ayla',
        'Gamis Brokat Zahra',
        'Dress Anak Mawar',
      ]);
    } finally {
      await t.db.deleteFrom('produk').where('id', '=', both.id).execute();
      t.changes.changed();
    }
  });

  it('tries each term’s synonyms in turn, a bounded number of queries', async () => {
    const db = t.db;
    expect(await synonymQueries(db, 'Gamis  KOKO')).toEqual([
      { query: 'dress koko', synonym: 'dress' },
      { query: 'abaya koko', synonym: 'abaya' },
      { query: 'gamis kemeja', synonym: 'kemeja' },
    ]);
    // The longest term wins: "anak laki" is replaced whole, its "anak" is not looked at again.
    expect(await synonymQueries(db, 'baju anak laki')).toEqual([
      { query: 'baju cowok', synonym: 'cowok' },
    ]);
    expect(await synonymQueries(db, 'tas ransel')).toEqual([]);
    const many = await synonymQueries(db, 'gamis koko jilbab setelan cowok');
    expect(many).toHaveLength(MAX_SYNONYM_QUERIES);
  });
});

describe('the admin’s synonyms', () => {
  it('a new group changes the next search, an edit and a delete too', async () => {
    expect((await searchPage('piyama')).total).toBe(0);

    const created = await trpcMutation<{ id: number; kata: string[] }>(
      t.app,
      'sinonim.create',
      { kata: ' Piyama , Setelan Kaos,piyama ' },
      { cookie: staff },
    );
    expect(created.status).toBe(200);
    expect(created.data.kata).toEqual(['piyama', 'setelan kaos']);
    expect(names(await searchPage('piyama'))).toEqual(['Setelan Kaos Ceria']);

    const { id } = created.data;
    const updated = await trpcMutation(
      t.app,
      'sinonim.update',
      { id, kata: 'piyama, abaya hitam' },
      { cookie: staff },
    );
    expect(updated.status).toBe(200);
    expect(names(await searchPage('piyama'))).toEqual(['Abaya Hitam Polos']);
    expect((await groupOf('piyama'))?.kata).toEqual(['piyama', 'abaya hitam']);

    const refused = await trpcMutation(t.app, 'sinonim.delete', { id }, { cookie: staff });
    expect(refused.status).toBe(403);
    const deleted = await trpcMutation(t.app, 'sinonim.delete', { id }, { cookie: main });
    expect(deleted.status).toBe(200);
    expect((await searchPage('piyama')).total).toBe(0);
    expect(await groupOf('piyama')).toBeUndefined();
  });

  it('refuses a term another group holds, naming it, and keeps both groups as they were', async () => {
    const before = await list();
    const res = await trpcMutation(
      t.app,
      'sinonim.create',
      { kata: 'baju muslim, Gamis' },
      { cookie: staff },
    );
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('"gamis" sudah ada di kelompok sinonim lain.');
    expect(await list()).toEqual(before);

    const koko = (await groupOf('koko')) as Sinonim;
    const move = await trpcMutation(
      t.app,
      'sinonim.update',
      { id: koko.id, kata: 'koko, hijab' },
      { cookie: staff },
    );
    expect(move.status).toBe(409);
    expect(move.error?.message).toBe('"hijab" sudah ada di kelompok sinonim lain.');
    expect((await groupOf('koko'))?.kata).toEqual(['koko', 'kemeja']);
  });

  it('keeps a group’s own terms when it is edited', async () => {
    const koko = (await groupOf('koko')) as Sinonim;
    const res = await trpcMutation(
      t.app,
      'sinonim.update',
      { id: koko.id, kata: 'kemeja, koko, baju koko' },
      { cookie: staff },
    );
    expect(res.status).toBe(200);
    expect((await groupOf('koko'))?.kata).toEqual(['kemeja', 'koko', 'baju koko']);
  });

  it.each([
    ['gamis', 'Isi minimal 2 kata atau frasa, dipisahkan koma.'],
    ['gamis, gamis', 'Isi minimal 2 kata atau frasa, dipisahkan koma.'],
    ['gamis, d', 'Setiap kata atau frasa 2–40 karakter: huruf, angka, spasi atau tanda hubung.'],
    [
      'gamis, dress!',
      'Setiap kata atau frasa 2–40 karakter: huruf, angka, spasi atau tanda hubung.',
    ],
    [
      Array.from({ length: 11 }, (_, i) => `kata${i}`).join(', '),
      'Satu kelompok berisi paling banyak 10 kata atau frasa.',
    ],
  ])('refuses %j with 400 and says why', async (kata, message) => {
    const res = await trpcMutation(t.app, 'sinonim.create', { kata }, { cookie: staff });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
  });

  it('answers 404 for a group that does not exist', async () => {
    const res = await trpcMutation(
      t.app,
      'sinonim.update',
      { id: 999_999, kata: 'topi, peci' },
      { cookie: staff },
    );
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Kelompok sinonim tidak ditemukan.');
  });
});

describe('two saves at once', () => {
  const create = (kata: string) =>
    trpcMutation(t.app, 'sinonim.create', { kata }, { cookie: staff });

  it('of the same terms in other orders: one is saved, the other refused with 409, never a 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = [`tukar satu ${round}`, `tukar dua ${round}`];
      // On PostgreSQL a third connection holds `x` first, so both saves are under way before
      // either can finish (they deadlocked: one held `y` waiting for `x`, the other the reverse).
      const results = await withTermHeld(x, () => [create(`${x}, ${y}`), create(`${y}, ${x}`)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.status === 409);
      expect(refused?.error?.message).toMatch(/sudah ada di kelompok sinonim lain/);
      expect((await groupOf(x))?.kata.sort()).toEqual([x, y].sort());
    }
  });

  it('that move terms between two groups end with every term in one group', async () => {
    const a = (await create('tukar a1, tukar a2')).data as { id: number };
    const b = (await create('tukar b1, tukar b2')).data as { id: number };
    const results = await Promise.all([
      trpcMutation(
        t.app,
        'sinonim.update',
        { id: a.id, kata: 'tukar a1, tukar a2, tukar c1, tukar c2' },
        { cookie: staff },
      ),
      trpcMutation(
        t.app,
        'sinonim.update',
        { id: b.id, kata: 'tukar b1, tukar b2, tukar c2, tukar c1' },
        { cookie: staff },
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const c1 = await groupOf('tukar c1');
    expect(c1?.kata).toContain('tukar c2');
  });
});

/**
 * Runs the saves `start` begins while, on PostgreSQL, another connection holds `term` in an
 * open transaction; lets it go once both saves wait for a lock. On PGlite (one connection) the
 * saves simply run side by side.
 */
async function withTermHeld<T>(term: string, start: () => Promise<T>[]): Promise<T[]> {
  if (!t.database.url) return Promise.all(start());
  const holder = new pg.Client({ connectionString: t.database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(
      `insert into sinonim_kata (kata, id_sinonim) values ($1, (select min(id) from sinonim))`,
      [term],
    );
    const saves = start();
    await waitForLockWaiters(holder, 2);
    await holder.query('rollback');
    return await Promise.all(saves);
  } finally {
    await holder.end();
  }
}

async function waitForLockWaiters(client: pg.Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    // Inside a transaction the activity view is read once and kept, unless cleared.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} queries waited for a lock`);
}
