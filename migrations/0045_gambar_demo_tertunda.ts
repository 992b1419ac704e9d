import { sql, type Kysely } from 'kysely';

// The demo pictures a first start has named but not yet drawn (docs/decisions/0054): the demo
// seed commits its rows at once, each picture's file named and its SVG kept here, and the
// pictures are drawn after the first page. A row goes once the original and every variant are
// stored under `berkas` (a storage key such as `produk/12/….webp`). Until then a request for
// one of them waits for it to be drawn; a start that finds rows here draws the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table gambar_demo_tertunda (
    berkas text primary key,
    svg text not null,
    urutan integer not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table gambar_demo_tertunda`.execute(db);
}
