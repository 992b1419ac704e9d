import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.js';
import { createTestDatabase } from '../../test/test-database.js';
import { searchDictionaryQuery } from './dictionary.js';
import { prepareSearch, searchProdukQuery } from './search.queries.js';
import { searchProduk } from './index.js';

// Search on a large catalogue (issue 9 item 3): the answers of the search's rule applied to
// every name, found through indexes (the word dictionary, the best sellers of each word, the
// name's trigram index) rather than by checking every product; and the dictionary follows every
// insert, rename, change of sold count and delete.

const FILLERS = 3_000;
const adjectives = ['Polos', 'Motif', 'Renda', 'Katun', 'Premium', 'Harian', 'Lebaran', 'Santai'];
// 'Kaosku' holds 'kaos' but not as a word: its similarity to 'kaos' is below 1.
const kinds = ['Kaos', 'Celana', 'Rok', 'Piyama', 'Jaket', 'Tunik', 'Kaosku', 'Rompi'];

/** Names with what makes search hard: accents, symbols, joined words, near-twins. */
const varied = [
  'Gamis Anak Aisyah Motif Bunga',
  'Gamis Ruqayyah Polos',
  'Kemeja Koko Anak Bilal',
  'Kemenja Batik Anak',
  'Jilbáb Instan Élsa',
  'Kaos Diskon 50% Spesial_Raya',
  "Gamis-Syar'i Nur Hijau",
  'T-Shirt Anak "Ceria" 2in1',
  'Setelan Muslim Anak Laki-laki',
  'Mukena Katun Jepang Premium',
  'Sarimbit Keluarga Lebaran 2025',
  'Koko Kurta Pakistan Putih',
  'Khimar Pet Antem Syari',
  'Gamisku Cantik Motif Bunga Kecil',
  'Tunik Rayon Twill Motif Salur',
  'Rok Plisket Premium Hitam',
  'Baju Koko Bordir Al-Fatih',
  'Celana Sirwal Anak Katun',
  'Dress Anak Café Latte Brokat',
  'Piyama Anak Kartun Ümmü',
];

let database: DatabaseHandle;
const names = async (query: string, limit = 20) =>
  (await searchProduk(database.db, query, limit)).map((p) => p.nama_produk);

beforeAll(async () => {
  database = await createTestDatabase();
  // One statement for the fillers: none of them is a gamis or a koko.
  const values = Array.from({ length: FILLERS }, (_, i) => {
    const name = `${kinds[i % kinds.length] ?? ''} Anak ${adjectives[(i >> 3) % adjectives.length] ?? ''} ${i}`;
    return sql`(${name}, ${100_000 + i}, 0, ${i % 50}, 'Pengisi', 'lainnya', ${`isi-${i}.webp`})`;
  });
  await sql`
    insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
    values ${sql.join(values)}
  `.execute(database.db);
  const sold = [5, 9, 3];
  for (const [i, nama] of varied.entries()) {
    await database.db
      .insertInto('produk')
      .values({
        nama_produk: nama,
        harga: 150_000,
        diskon: 0,
        jumlah_terjual: sold[i] ?? i,
        deskripsi_produk: 'Dicari',
        kategori: 'gamis',
        foto_produk: 'dicari.webp',
      })
      .execute();
  }
  // This file holds the search's own statements to their plans and answers; the synonyms' extra
  // queries (sinonim.test.ts) would add names to the lists it expects.
  await database.db.deleteFrom('sinonim').execute();
  await sql`analyze`.execute(database.db);
});
afterAll(() => database.close());

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The search's rule applied to every name, the plain way (a few seconds on the embedded
 * database): a product matches when each query word is in one of its name's words or is a typo
 * of one (or, with other characters than letters and digits, is in the name); it costs, per
 * query word, 0 for the same word, 1 for a longer word holding it, 1 + the edits of a typo, 0 for
 * a word with other characters the name holds; names holding the whole query (its words one
 * space apart) first, then the lowest cost, the best sellers, the lowest id. Only listed products
 * (Tayang; none here has a window).
 */
async function referenceSearch(query: string, limit: number): Promise<string[]> {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const { rows } = await sql<{ nama_produk: string }>`
    with q as (
      select ord, normal as word, normal ~ '^[[:alnum:]]+$' as alnum,
        case
          when length(normal) > 202 then 0
          when length(normal) >= 7 then 2
          when length(normal) >= 4 then 1
          else 0
        end as edits
      from unnest(${words}::text[]) with ordinality as w(raw, ord)
      cross join lateral (select etalase_search_text(w.raw) as normal) as n
      where normal <> ''
    )
    select p.nama_produk from produk p
    cross join lateral (
      select count(*) as n, sum(cost) as total_cost from (
        select q.ord, min(c.cost) as cost from q
        cross join lateral (
          select case
            when nw = q.word then 0
            when strpos(nw, q.word) > 0 then 1
            when q.edits > 0 then case
              when levenshtein(q.word, nw) between 1 and q.edits then 1 + levenshtein(q.word, nw)
            end
          end as cost
          from etalase_name_words(p.nama_produk) as nw
          union all
          select 0 where not q.alnum and strpos(etalase_search_text(p.nama_produk), q.word) > 0
        ) as c
        group by q.ord
        having min(c.cost) is not null
      ) as per_word
    ) as s
    where s.n = (select count(*) from q) and p.status = 'tayang'
    order by strpos(etalase_search_text(p.nama_produk), etalase_search_text(${words.join(' ')})) > 0 desc,
      s.total_cost, p.jumlah_terjual desc, p.id
    limit ${limit}
  `.execute(database.db);
  return rows.map((row) => row.nama_produk);
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** Queries a visitor might type: words, prefixes, inner pieces, typos, pairs, oddities. */
function sampleQueries(count: number): string[] {
  const next = random(9);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const words = [...varied, 'Kaos Anak Polos 1234', 'Tunik Lebaran 77'].flatMap((n) =>
    n.split(/\s+/),
  );
  const letters = Array.from('abcdefghijklmnopqrstuvwxyz');
  const typo = (word: string) => {
    const at = Math.floor(next() * word.length);
    const kind = Math.floor(next() * 3);
    if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
    if (kind === 1) return word.slice(0, at) + pick(letters) + word.slice(at + 1);
    return word.slice(0, at) + pick(letters) + word.slice(at);
  };
  const one = () => {
    const word = pick(words);
    switch (Math.floor(next() * 5)) {
      case 0:
        return word.slice(0, 2 + Math.floor(next() * Math.max(1, word.length - 2)));
      case 1:
        return word.slice(1, Math.max(2, word.length - 1));
      case 2:
        return typo(word);
      case 3:
        return typo(typo(word));
      default:
        return word.toUpperCase();
    }
  };
  // Besides oddities: many whole-word matches (answered from the best sellers down), and
  // whole words whose order no name has (every match ranked after all).
  const fixed = [
    ...['a', 'an', 'xl', '%', '_', '50%', 'spesial_raya', 'laki-laki', 'cafe', 'ummu'],
    ...['anak', 'kaos', 'kaos anak', 'anak kaos', 'POLOS', 'motif bunga', 'rok 1234'],
    ...['  motif   bunga ', 'kaos\tanak'],
  ];
  return [
    ...fixed,
    ...Array.from({ length: count }, () =>
      next() < 0.4 ? `${one()} ${one()}` : next() < 0.1 ? `${one()} ${one()} ${one()}` : one(),
    ),
  ];
}

describe(`search among ${FILLERS} other products`, () => {
  it('finds exact words, typos, prefixes and two words, best match first', async () => {
    const gamis = [
      'Gamis Ruqayyah Polos',
      "Gamis-Syar'i Nur Hijau",
      'Gamis Anak Aisyah Motif Bunga',
    ];
    expect(await names('gamis')).toEqual([...gamis, 'Gamisku Cantik Motif Bunga Kecil']);
    expect(await names('gmis')).toEqual(gamis);
    expect(await names('kemja')).toEqual(['Kemeja Koko Anak Bilal']);
    expect(await names('ruqay')).toEqual(['Gamis Ruqayyah Polos']);
    expect(await names('gamis polos')).toEqual(['Gamis Ruqayyah Polos']);
    expect(await names('koko bilall')).toEqual(['Kemeja Koko Anak Bilal']);
    expect(await names('motif bnga')).toEqual([
      'Gamisku Cantik Motif Bunga Kecil',
      'Gamis Anak Aisyah Motif Bunga',
    ]);
    expect(await names('jilbab ÉLSA')).toEqual(['Jilbáb Instan Élsa']);
    expect(await names('ummu')).toEqual(['Piyama Anak Kartun Ümmü']);
    expect(await names('sepatu')).toEqual([]);
    expect(await names('tunik')).toHaveLength(20);
  });

  // The reference checks every name, a few seconds on the embedded database: a longer leash.
  it(
    'answers what checking every name by the same rule answers, in the same order',
    {
      timeout: 180_000,
    },
    async () => {
      // The answer is totally ordered (id last), so the first 20 of 300 are the answer for 20.
      // Hundreds of names hold the last ones whole: the best sellers among them come first.
      for (const query of [...sampleQueries(40), 'kaos anak', 'anak motif', 'rok anak']) {
        const expected = await referenceSearch(query, 300);
        expect(await names(query, 300), query).toEqual(expected);
        expect(await names(query, 20), query).toEqual(expected.slice(0, 20));
      }
    },
  );

  it('keeps the word dictionary in step with inserts, renames and deletes', async () => {
    const { id } = await database.db
      .insertInto('produk')
      .values({
        nama_produk: 'Mukena Anak Zahra',
        harga: 90_000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: 'Baru',
        kategori: 'mukena',
        foto_produk: 'baru.webp',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await names('zahro')).toEqual(['Mukena Anak Zahra']);
    expect(await names('zahr')).toEqual(['Mukena Anak Zahra']);
    await expectDictionaryInStep();

    await database.db
      .updateTable('produk')
      .set({ nama_produk: 'Mukena Anak Khadijah' })
      .where('id', '=', id)
      .execute();
    expect(await names('zahro')).toEqual([]);
    expect(await names('zahra')).toEqual([]);
    expect(await names('kadijah')).toEqual(['Mukena Anak Khadijah']);
    expect(await names('mukena khadij')).toEqual(['Mukena Anak Khadijah']);

    // A new best seller ranks first among the mukena at once.
    expect(await names('mukena')).toEqual(['Mukena Katun Jepang Premium', 'Mukena Anak Khadijah']);
    await database.db
      .updateTable('produk')
      .set({ jumlah_terjual: 1_000_000 })
      .where('id', '=', id)
      .execute();
    expect(await names('mukena')).toEqual(['Mukena Anak Khadijah', 'Mukena Katun Jepang Premium']);
    await expectDictionaryInStep();

    await database.db.deleteFrom('produk').where('id', '=', id).execute();
    expect(await names('kadijah')).toEqual([]);
    expect(await names('khadijah')).toEqual([]);
    const left = await database.db
      .selectFrom('produk_kata')
      .where('id_produk', '=', id)
      .selectAll()
      .execute();
    expect(left).toEqual([]);
    await expectDictionaryInStep();
  });

  it('reads no product row it does not return for a typo (no scan of the product table)', async () => {
    for (const query of ['gmis anak', 'kemja', 'ruqay', 'koko bilall', 'gamis']) {
      const plan = await searchPlan(query);
      expect(plan, query).not.toMatch(/Seq Scan on produk\b/);
      expect(plan, query).toMatch(/Index Scan|Bitmap Index Scan|Index Only Scan/);
    }
  });

  it('finds typo candidates through the dictionary index, measuring only a few words', async () => {
    // The dictionary holds some 3 000 words (every filler's number is one).
    const lookup = searchDictionaryQuery([{ normal: 'kemja', alnum: true }]);
    if (!lookup) throw new Error('nothing to look up');
    const plan = await explain(lookup.compile(database.db), true);
    expect(plan).toMatch(/Bitmap Index Scan on kata_pencarian_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on kata_pencarian\b/);
    const measured = [...plan.matchAll(/levenshtein[^\n]*\n[^\n]*Rows Removed by Filter: (\d+)/g)];
    for (const [, removed] of measured) expect(Number(removed)).toBeLessThan(100);
  });

  // Two common words ("koko anak" at 10 000 products): the names holding the whole query word
  // for word are walked from the best sellers down, and the rest of the ranking is never read.
  it(
    'answers two common words from their best sellers, as checking every name would',
    { timeout: 180_000 },
    async () => {
      const rows = Array.from({ length: 1_200 }, (_, i) => {
        // Some hold the words apart, some a longer word, some are not listed.
        const name =
          [`Koko Anak Umar ${i}`, `Koko Bilal Anak ${i}`, `Kokoh Anak ${i}`][i % 3] ?? '';
        const status = i % 17 === 0 ? 'draf' : 'tayang';
        return sql`(${name}, 120000, 0, ${(i * 7919) % 500}, 'Koko', 'lakilaki', 'k.webp', ${status})`;
      });
      const inserted = await sql<{ id: number }>`
        insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori,
          foto_produk, status)
        values ${sql.join(rows)}
        returning id
      `.execute(database.db);
      try {
        for (const query of ['koko anak', 'anak koko', 'koko bilal anak', 'koko umar']) {
          const expected = await referenceSearch(query, 300);
          expect(await names(query, 300), query).toEqual(expected);
          expect(await names(query, 20), query).toEqual(expected.slice(0, 20));
        }
        const plan = await explain(
          searchProdukQuery(
            (await prepareSearch(database.db, 'koko anak')) ?? fail('no search'),
            20,
          ).compile(database.db),
          true,
        );
        // The walk stops at the 20th; the products holding every word are not all ranked.
        expect(plan).toMatch(/CTE matched\n\s*->[^\n]*\(never executed\)/);
      } finally {
        await database.db
          .deleteFrom('produk')
          .where(
            'id',
            'in',
            inserted.rows.map((row) => row.id),
          )
          .execute();
      }
    },
  );
});

/** produk_kata holds exactly the words of every name, and the dictionary every one of them. */
async function expectDictionaryInStep() {
  const { rows } = await sql<{
    missing: number;
    extra: number;
    unsold: number;
    unlisted: number;
    miscounted: number;
  }>`
    select
      (select count(*)::int from produk p, etalase_name_words(p.nama_produk) as w(kata)
        where not exists (
          select 1 from produk_kata pk where pk.id_produk = p.id and pk.kata = w.kata
        )) as missing,
      (select count(*)::int from produk_kata pk join produk p on p.id = pk.id_produk
        where pk.kata not in (select etalase_name_words(p.nama_produk))) as extra,
      (select count(*)::int from produk_kata pk join produk p on p.id = pk.id_produk
        where pk.jumlah_terjual <> p.jumlah_terjual) as unsold,
      (select count(*)::int from produk_kata pk
        where not exists (select 1 from kata_pencarian k where k.kata = pk.kata)) as unlisted,
      (select count(*)::int from kata_pencarian k
        where k.jumlah_produk <> (select count(*) from produk_kata pk where pk.kata = k.kata))
        as miscounted
  `.execute(database.db);
  expect(rows[0]).toEqual({ missing: 0, extra: 0, unsold: 0, unlisted: 0, miscounted: 0 });
}

/** The search's plan for `query` on this database. */
async function searchPlan(query: string): Promise<string> {
  const search = await prepareSearch(database.db, query);
  if (!search) throw new Error(`no search for ${query}`);
  return explain(searchProdukQuery(search, 20).compile(database.db));
}

/** A statement's plan (with analyze: what it actually read). */
async function explain(compiled: CompiledQuery, analyze = false): Promise<string> {
  const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${analyze ? '(analyze) ' : ''}${compiled.sql}`, [
      ...compiled.parameters,
    ]),
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
