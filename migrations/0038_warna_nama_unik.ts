import { sql, type Kysely, type RawBuilder } from 'kysely';

// One colour name per product, held by the database (issue 29): a unique index on the product
// and its colour's name folded as people type it — case, spaces at either end, runs of spaces
// and the spacing around `/` do not count. The fold is `foldName` (src/shared/same-name.ts),
// written here in SQL with JavaScript's `\s` spelled out (PostgreSQL's follows the locale);
// src-server/db/same-name.test.ts holds the index and foldName equal.
//
// A shop may already hold the same name twice in a product (the API, a restore from Sampah did
// not check). Before the index is built, every such colour but the oldest (lowest id) is renamed
// "{name} (2)", "(3)"…, the first number no colour of the product holds, cut to fit 100
// characters: nothing is merged away, its photos and stock stay with it, and the owner can
// rename or delete it.

const WHITESPACE =
  '[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+';

const fold = (name: RawBuilder<unknown>) =>
  sql<string>`regexp_replace(btrim(regexp_replace(lower(${name}), ${sql.lit(WHITESPACE)}, ' ', 'g'), ' '), ' ?/ ?', '/', 'g')`;

const MAX_LENGTH = 100;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: duplicates } = await sql<{ id: number; id_produk: number; warna: string }>`
    select id, id_produk, warna from (
      select id, id_produk, warna,
        row_number() over (partition by id_produk, ${fold(sql.ref('warna'))} order by id) as urutan
      from warna
    ) w
    where urutan > 1
    order by id
  `.execute(db);
  for (const row of duplicates) {
    const base = row.warna.trim();
    for (let n = 2; ; n++) {
      const suffix = ` (${n})`;
      const name = Array.from(base)
        .slice(0, MAX_LENGTH - suffix.length)
        .join('')
        .trimEnd()
        .concat(suffix);
      const { rows: taken } = await sql`
        select 1 from warna
        where id_produk = ${row.id_produk} and ${fold(sql.ref('warna'))} = ${fold(sql.val(name))}
        limit 1
      `.execute(db);
      if (taken.length > 0) continue;
      await sql`update warna set warna = ${name}, updated_at = now() where id = ${row.id}`.execute(
        db,
      );
      break;
    }
  }
  await sql`
    create unique index warna_nama_unik on warna (id_produk, (${fold(sql.ref('warna'))}))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index warna_nama_unik`.execute(db);
}
