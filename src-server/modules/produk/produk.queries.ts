import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Produk, ProdukOption } from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import { containsPattern, escapeLike } from '../../db/escape-like.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import type { Database, NewProduk, ProdukRow } from '../../db/schema.js';

// Every SQL statement about products. Functions take `db` (or a transaction) first and return
// plain objects in the API's shape; a missing row is `undefined`.

const produkColumns = [
  'id',
  'nama_produk',
  'harga',
  'diskon',
  'jumlah_terjual',
  'deskripsi_produk',
  'kategori',
  'foto_produk',
  'link_shopee',
  'link_tokopedia',
  'link_tiktok',
  'created_at',
] as const;

type ProdukSelection = Pick<ProdukRow, (typeof produkColumns)[number]>;

export function toProduk({ created_at, ...row }: ProdukSelection): Produk {
  return { ...row, createdAt: created_at.toISOString() };
}

function selectProduk(db: Db): SelectQueryBuilder<Database, 'produk', ProdukSelection> {
  return db.selectFrom('produk').select(produkColumns);
}

export async function findProdukById(db: Db, id: number): Promise<Produk | undefined> {
  const row = await selectProduk(db).where('id', '=', id).executeTakeFirst();
  return row && toProduk(row);
}

/** Every product, optionally of one category, oldest first (the legacy list answers). */
export async function listAllProduk(db: Db, kategori?: string): Promise<Produk[]> {
  let query = selectProduk(db).orderBy('id');
  if (kategori !== undefined) query = query.where('kategori', '=', kategori);
  return (await query.execute()).map(toProduk);
}

/** One page of products, optionally of one category, newest first, and the total count. */
export async function listProdukPage(
  db: Db,
  options: { kategori: string | undefined; limit: number; offset: number },
): Promise<{ items: Produk[]; total: number }> {
  let items = selectProduk(db);
  let count = db.selectFrom('produk').select(sql<number>`count(*)::int`.as('total'));
  if (options.kategori !== undefined) {
    items = items.where('kategori', '=', options.kategori);
    count = count.where('kategori', '=', options.kategori);
  }
  const [rows, totalRow] = await Promise.all([
    items
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toProduk), total: totalRow.total };
}

/** One page of the admin's product table, newest first: by name and category. */
export async function pageProdukForAdmin(
  db: Db,
  filters: { search: string; kategori: string | undefined },
  page: PageRequest,
): Promise<Page<Produk>> {
  let query = selectProduk(db).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filters.kategori !== undefined) query = query.where('kategori', '=', filters.kategori);
  if (filters.search) query = query.where('nama_produk', 'ilike', containsPattern(filters.search));
  const found = await fetchPage(query, page);
  return { ...found, items: found.items.map(toProduk) };
}

/** The product picker's choices: names containing `search`, by name. */
export function produkOptions(db: Db, search: string, limit: number): Promise<ProdukOption[]> {
  let query = db
    .selectFrom('produk')
    .select(['id', 'nama_produk', 'foto_produk'])
    .orderBy('nama_produk')
    .orderBy('id')
    .limit(limit);
  if (search) query = query.where('nama_produk', 'ilike', containsPattern(search));
  return query.execute();
}

/**
 * Products whose name contains every word of `query`, ignoring case and accents, each word
 * also matching with a small typo (migrations/0001). Exact matches rank first, then by trigram
 * similarity, then best sellers.
 */
export async function searchProduk(db: Db, query: string, limit: number): Promise<Produk[]> {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const rows = await searchProdukQuery(db, query, limit, await typoCandidates(db, words)).execute();
  return rows.map(toProduk);
}

/**
 * For each query word, the dictionary words a typo of it may stand for: within edit distance 1,
 * or 2 from seven letters, none under four letters (the rule of etalase_word_matches,
 * migrations/0001). Read first, from the small dictionary of distinct name words, so that the
 * search itself only looks words up by index.
 */
export async function typoCandidates(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ word: string; kata: string }>`
    select w.word, k.kata
    from unnest(${words}::text[]) as w(word)
    cross join lateral (select etalase_search_text(w.word) as normal) n
    join kata_pencarian k
      on k.panjang between length(n.normal) - 2 and length(n.normal) + 2
     and levenshtein(n.normal, k.kata) <=
         case when length(n.normal) >= 7 then 2 when length(n.normal) >= 4 then 1 else -1 end
  `.execute(db);
  const candidates = new Map<string, string[]>(words.map((word) => [word, []]));
  for (const row of rows) candidates.get(row.word)?.push(row.kata);
  return candidates;
}

/**
 * The search as a query (searchProduk runs it; a test reads its plan). Every query word must
 * match, by substring or through `typos`; or the whole query is in the name. The longest word
 * (usually the rarest) finds the candidates through indexes, the others are checked on those
 * candidates only, and the ranking runs on the matches alone.
 */
export function searchProdukQuery(
  db: Db,
  query: string,
  limit: number,
  typos: Map<string, string[]>,
) {
  const words = [...typos.keys()];
  const name = sql<string>`etalase_search_text(nama_produk)`;
  const normalized = sql<string>`etalase_search_text(${query})`;
  const wholePattern = sql<string>`etalase_search_text(${`%${escapeLike(query)}%`})`;
  const [driver = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const typosOf = (word: string) => typos.get(word) ?? [];
  const othersMatch = sql.join(
    others.map(
      (word) => sql`and (
        ${name} like ${wordPattern(word)}
        or exists (
          select 1 from produk_kata pk
          where pk.id_produk = produk.id and pk.kata = any(${typosOf(word)}::text[])
        )
      )`,
    ),
    sql` `,
  );
  const matches = sql<number>`(
    select id from produk where ${name} like ${wholePattern}
    union
    select id from produk
    where id in (
      select id from produk where ${name} like ${wordPattern(driver)}
      union
      select id_produk from produk_kata where kata = any(${typosOf(driver)}::text[])
    ) ${othersMatch}
  )`;
  return selectProduk(db)
    .where('id', 'in', matches)
    .orderBy(sql`${name} like ${wholePattern}`, 'desc')
    .orderBy(sql`word_similarity(${normalized}, ${name})`, 'desc')
    .orderBy('jumlah_terjual', 'desc')
    .orderBy('id')
    .limit(limit);
}

/** A LIKE pattern for `word` anywhere in a normalised name, `%` and `_` taken literally. */
function wordPattern(word: string) {
  return sql<string>`etalase_search_text(${`%${escapeLike(word)}%`})`;
}

/**
 * Enough candidates to apply the best-seller rule exactly (best-seller.ts): the top seller,
 * the four cheapest and the four newest. At most three cards are taken before each pick, so
 * four of each always suffice.
 */
export async function bestSellerCandidates(db: Db): Promise<Produk[]> {
  const [terlaris, termurah, terbaru] = await Promise.all([
    selectProduk(db).orderBy('jumlah_terjual', 'desc').orderBy('id').limit(1).execute(),
    selectProduk(db).orderBy('harga').orderBy('id').limit(4).execute(),
    selectProduk(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(4).execute(),
  ]);
  const byId = new Map<number, Produk>();
  for (const row of [...terlaris, ...termurah, ...terbaru]) byId.set(row.id, toProduk(row));
  return [...byId.values()];
}

/** `count` random products other than `excludeId`. */
export async function randomProdukExcept(
  db: Db,
  excludeId: number,
  count: number,
): Promise<Produk[]> {
  const rows = await selectProduk(db)
    .where('id', '<>', excludeId)
    .orderBy(sql`random()`)
    .limit(count)
    .execute();
  return rows.map(toProduk);
}

export type ProdukValues = Pick<
  NewProduk,
  | 'nama_produk'
  | 'harga'
  | 'diskon'
  | 'jumlah_terjual'
  | 'deskripsi_produk'
  | 'kategori'
  | 'link_shopee'
  | 'link_tokopedia'
  | 'link_tiktok'
>;

export async function insertProduk(
  db: Db,
  values: ProdukValues & { foto_produk: string },
): Promise<Produk> {
  return toProduk(
    await db.insertInto('produk').values(values).returning(produkColumns).executeTakeFirstOrThrow(),
  );
}

/** The current photo of a product, locking its row for the rest of the transaction. */
export async function lockProdukFoto(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('produk')
    .select('foto_produk')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.foto_produk;
}

export async function updateProduk(
  db: Db,
  id: number,
  values: ProdukValues & { foto_produk?: string },
): Promise<Produk | undefined> {
  const row = await db
    .updateTable('produk')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(produkColumns)
    .executeTakeFirst();
  return row && toProduk(row);
}

/**
 * Deletes a product; its colours and sizes go with it and its testimonials are unlinked
 * (foreign keys). Answers the image files that are now orphans, or undefined if it did not exist.
 */
export async function deleteProduk(
  db: Db,
  id: number,
): Promise<{ foto_produk: string; warnaFotos: string[] } | undefined> {
  const warna = await db.selectFrom('warna').select('foto').where('id_produk', '=', id).execute();
  const deleted = await db
    .deleteFrom('produk')
    .where('id', '=', id)
    .returning('foto_produk')
    .executeTakeFirst();
  return deleted && { foto_produk: deleted.foto_produk, warnaFotos: warna.map((w) => w.foto) };
}

export async function produkExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('produk').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** Every product's id and last change, for the sitemap. */
export function listProdukForSitemap(db: Db): Promise<{ id: number; updated_at: Date }[]> {
  return db.selectFrom('produk').select(['id', 'updated_at']).orderBy('id').execute();
}
