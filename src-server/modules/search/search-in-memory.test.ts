import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, trpcQuery } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { loadCatalogue } from '../catalogue/catalogue.queries.js';
import { dictionaryMatchesInMemory } from './dictionary.js';
import { loadSearchIndex, memorySearchEngine, type SearchIndex } from './search-in-memory.js';
import { searchRanked, sqlSearchEngine } from './search.queries.js';

// A visitor's search is answered from the catalogue in memory, everyone else's by the database's
// statements (docs/decisions/0052): the same products in the same order, with the same shown
// discounts and the same synonyms, for every query and limit. Names with typos' neighbours,
// prefixes, accents, symbols and joined words; descriptions and colours holding words no name
// holds; ties in the sold count; Draf, Tersembunyi and products outside their window; the
// starting synonym groups (migrations/0016).

let database: TestDatabase;
let index: SearchIndex;

const WORDS = (
  'Gamis Gamisku Games Koko Kemeja Kemenja Anak Anakku Aisyah Aisya Jilbáb Jilbab Élsa T-Shirt ' +
  "Kaos Diskon 50% Syar'i Dress Abaya Khimar Kerudung Hijab Mukena Café 2in1 Bunga Motif Cowok " +
  'Laki-laki Setelan Premium Ruqayyah Brokat Sarimbit Lebaran Spesial_Raya Straße'
).split(' ');
const TEXT_WORDS = ['katun', 'adem', 'renda', 'lebaran', 'bordir', 'sifon', 'gamis', 'krém'];
const COLOURS = ['Merah Muda', 'Biru', 'Hijau Botol', 'Krém', 'Sifon Putih', 'Navy'];
const DAY = 24 * 60 * 60 * 1000;

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  const random = fc.sample(
    fc.record({
      words: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      sold: fc.integer({ min: 0, max: 6 }),
      status: fc.constantFrom('tayang', 'tayang', 'tayang', 'tayang', 'draf', 'tersembunyi'),
      window: fc.constantFrom('none', 'none', 'none', 'started', 'later', 'ended'),
      text: fc.array(fc.nat(), { maxLength: 3 }),
      colours: fc.uniqueArray(fc.nat({ max: COLOURS.length - 1 }), { maxLength: 2 }),
      diskon: fc.constantFrom(0, 0, 10, 25),
    }),
    { numRuns: 160, seed: 33 },
  );
  const now = Date.now();
  for (const [i, p] of random.entries()) {
    const produk = await insertProduk(database.db, {
      nama_produk:
        `${p.words.map((n) => pick(WORDS, n)).join(' ')} ${i % 7 === 0 ? 'Anak' : ''}`.trim(),
      jumlah_terjual: p.sold,
      diskon: p.diskon,
      status: p.status,
      tayang_mulai:
        p.window === 'started'
          ? new Date(now - DAY)
          : p.window === 'later'
            ? new Date(now + DAY)
            : null,
      tayang_sampai: p.window === 'ended' ? new Date(now - DAY) : null,
      // Some descriptions with a line break, some with what only the database folds (✨, ß).
      deskripsi_produk: `Bahan ${p.text.map((n) => pick(TEXT_WORDS, n)).join(' dan ')}.${i % 3 === 0 ? '\nAdem' : ''}${i % 5 === 0 ? ' ✨ Straße' : ''}`,
    });
    for (const n of p.colours) await insertWarna(database.db, produk.id, pick(COLOURS, n));
  }
  // A name holding the whole query ranks above a cheaper one that does not ("gamis anak":
  // "Gamis Anakku" holds it, at a cost of 1; "Anak Gamis" costs 0).
  for (const [nama, sold] of [
    ['Gamis Anakku Bunga', 0],
    ['Anak Gamis Motif', 6],
    ['Koko Anakku', 1],
    ['Anak Koko Premium', 5],
    // The best seller holding "gamis anak" costs 1: one that sells less and costs 0 ranks first.
    ['Gamis Anakku Ceria', 7],
    ['Gamis Anak Polos', 0],
  ] as const) {
    await insertProduk(database.db, { nama_produk: nama, jumlah_terjual: sold });
  }
  // A running dated discount larger than some products' own: the shown discount is the larger.
  await sql`
    insert into diskon (nama, slug, persen, cakupan, mulai, sampai)
    values ('Lebaran', 'lebaran', 20, 'semua', now() - interval '1 day', now() + interval '1 day')
  `.execute(database.db);
  index = await loadSearchIndex(database.db, await loadCatalogue(database.db));
});
afterAll(() => database.close());

const LIMITS = [1, 3, 5, 20, 241];

/** Both engines' answers to `query` at `limit`: ids, whole rows and synonyms. */
async function both(query: string, limit: number) {
  const [inDatabase, inMemory] = await Promise.all([
    searchRanked(database.db, query, limit, sqlSearchEngine(database.db)),
    searchRanked(database.db, query, limit, memorySearchEngine(index)),
  ]);
  return { inDatabase, inMemory };
}

const ids = (rows: Produk[]) => rows.map((p) => p.id);

async function expectAlike(query: string) {
  for (const limit of LIMITS) {
    const { inDatabase, inMemory } = await both(query, limit);
    expect(ids(inMemory.rows), `${query} at ${limit}`).toEqual(ids(inDatabase.rows));
    expect(inMemory.rows, `${query} at ${limit}`).toEqual(inDatabase.rows);
    expect(inMemory.synonyms, `${query} at ${limit}`).toEqual(inDatabase.synonyms);
  }
}

describe('search in memory', () => {
  it('answers the queries that make search hard as the database does', async () => {
    const queries = (
      'gamis|GAMIS|gam|ga|g|gmis|gamsi|gamiss|kemenja|kemja|aisya|ruqayah|ruqoyyah|jilbab|' +
      "jilbáb|elsa|cafe|t-shirt|tshirt|t-sh|50%|50|syar'i|syari|2in1|laki-laki|gamis anak|" +
      'anak gamis|koko anak|gamis aisyah|anak anak|koko cowok|baju anak laki|kerudung|hijab|' +
      'abaya|dress|gamis koko|katun|adem renda|krem|krém|navy|sifon|bordir gamis|lebaran|zzzz|' +
      'gamis zzzz|´|%|_|a b c|a i|i a s|spesial raya|strasse|straße|gamis anak koko premium brokat'
    ).split('|');
    for (const query of queries) await expectAlike(query);
  });

  it('answers random queries as the database does', async () => {
    const word = fc.oneof(
      fc.constantFrom(...WORDS, ...TEXT_WORDS, ...COLOURS),
      // A typo, a prefix or an accent on a word of a name.
      fc
        .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.constantFrom('cut', 'drop', 'swap', 'add'))
        .map(([w, n, how]) => {
          const at = n % Math.max(1, w.length);
          if (how === 'cut') return w.slice(0, Math.max(1, at));
          if (how === 'drop') return w.slice(0, at) + w.slice(at + 1);
          if (how === 'swap') return w.slice(0, at) + 'x' + w.slice(at + 1);
          return w.slice(0, at) + 'a' + w.slice(at);
        }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 3 }), async (words) => {
        await expectAlike(words.join(' '));
      }),
      { numRuns: 120, seed: 52 },
    );
  });

  it('splits each name into the words the database keeps for it', async () => {
    const rows = await database.db
      .selectFrom('produk_kata')
      .select(['id_produk', 'kata'])
      .execute();
    const kept = new Map<number, string[]>();
    for (const { id_produk, kata } of rows)
      kept.set(id_produk, [...(kept.get(id_produk) ?? []), kata]);
    expect(index.bestSelling.length).toBe(kept.size);
    for (const { produk, words } of index.bestSelling) {
      expect([...words].sort(), produk.nama_produk).toEqual((kept.get(produk.id) ?? []).sort());
    }
  });

  it('looks a word up in the dictionary as the database does, typos and all', () => {
    const dictionary = [
      { kata: 'gamis', panjang: 5, jumlahProduk: 4 },
      { kata: 'gamisku', panjang: 7, jumlahProduk: 1 },
      { kata: 'games', panjang: 5, jumlahProduk: 2 },
      { kata: 'kemeja', panjang: 6, jumlahProduk: 3 },
    ];
    const lookUp = (normal: string) => {
      const { matches, produkCount } = dictionaryMatchesInMemory(dictionary, {
        normal,
        alnum: /^[a-z0-9]+$/.test(normal),
      });
      return { matches: Object.fromEntries(matches.map((m) => [m.kata, m.cost])), produkCount };
    };
    // The word itself 0, a word holding it 1, a typo 1 + its edits (one from four letters).
    expect(lookUp('gamis')).toEqual({
      matches: { gamis: 0, gamisku: 1, games: 2 },
      produkCount: 7,
    });
    expect(lookUp('gam')).toEqual({ matches: { gamis: 1, gamisku: 1, games: 1 }, produkCount: 7 });
    expect(lookUp('kemja')).toEqual({ matches: { kemeja: 2 }, produkCount: 3 });
    // Two edits from seven letters; none under four.
    expect(lookUp('gamiksu')).toEqual({ matches: { gamis: 3, gamisku: 3 }, produkCount: 5 });
    expect(lookUp('gms')).toEqual({ matches: {}, produkCount: 0 });
  });
});

describe('whose search reads the catalogue in memory', () => {
  it('is a visitor’s, until a change is announced; a signed-in admin reads the database', async () => {
    const t = await createTestApp();
    try {
      const { mainCookie } = await createAdmins(t.app, t.db);
      const search = async (cookie?: string) =>
        (
          await trpcQuery<Produk[]>(
            t.app,
            'produk.search',
            { query: 'ruqayyah', limit: 5 },
            cookie ? { cookie } : {},
          )
        ).data.map((p) => p.nama_produk);
      expect(await search()).toEqual([]);
      // Written behind the app's back: the kept catalogue does not know of it yet.
      await insertProduk(t.db, { nama_produk: 'Gamis Ruqayyah Polos' });
      expect(await search()).toEqual([]);
      expect(await search(mainCookie)).toEqual(['Gamis Ruqayyah Polos']);
      t.changes.changed();
      expect(await search()).toEqual(['Gamis Ruqayyah Polos']);
    } finally {
      await t.close();
    }
  });
});
