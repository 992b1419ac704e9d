import { sql } from 'kysely';
import { kabarCellLabel, kabarStokCopy } from '../../../src/shared/kabar-stok.js';
import type { KabarStokMenunggu, KabarStokRow } from '../../../src/shared/schemas/kabar-stok.js';
import type { Db } from '../../db/connect.js';
import { reachableSql } from '../../db/produk-tayang.js';
import type { UnsubscribeTokens } from '../promo/unsubscribe-token.js';

// Every SQL statement of the back-in-stock alerts (migrations/0031, docs/decisions/0028).
// A request waits while its cell (colour × size) is marked Habis; every write of availability
// calls syncKabarStok in its transaction, which ends the requests whose cell is available again
// and writes their one mail each into the outbox (`surel`, 0029), and takes back the mails
// nobody has tried to send yet when their cell is Habis again before the worker ran.

/** Whether the request `k`'s cell is marked Habis now. */
const cellHabis = sql<boolean>`exists (
  select 1 from ketersediaan mark
  where mark.id_produk = k.id_produk and not mark.tersedia
    and mark.id_warna is not distinct from k.id_warna and mark.id_ukuran = k.id_ukuran
)`;

/**
 * Whether the request `k`'s cell is of the product's grid as it is now: a request made for "no
 * colour" before the product got colours names no cell any more (the mark it waited on is stale,
 * src/shared/ketersediaan.ts) and keeps waiting. Its colour and size exist (foreign keys).
 */
const cellCurrent = sql<boolean>`(k.id_warna is not null
  or not exists (select 1 from warna w where w.id_produk = k.id_produk))`;

export type MintaResult = 'tercatat' | 'sudah' | 'produk' | 'sel' | 'tersedia';

/**
 * Records a request, in one transaction. The product is locked FOR SHARE before its cell is
 * read: every availability write locks it FOR UPDATE first, so a request and a save that makes
 * its cell Tersedia never miss each other (either the save sees the request and mails it, or the
 * request sees the cell available and is refused). A repeat of a waiting request is `sudah`.
 */
export async function insertKabarStok(
  db: Db,
  input: {
    idProduk: number;
    idWarna: number | null;
    idUkuran: number;
    email: string;
    consent: { version: string; page: string };
  },
  tokens: UnsubscribeTokens,
): Promise<MintaResult> {
  return db.transaction().execute(async (trx) => {
    const produk = await trx
      .selectFrom('produk')
      .select('id')
      .where('id', '=', input.idProduk)
      .where(reachableSql())
      .forShare()
      .executeTakeFirst();
    if (!produk) return 'produk';
    const [warna, ukuran] = await Promise.all([
      trx.selectFrom('warna').select('id').where('id_produk', '=', input.idProduk).execute(),
      trx
        .selectFrom('ukuran')
        .select('id')
        .where('id_produk', '=', input.idProduk)
        .where('id', '=', input.idUkuran)
        .execute(),
    ]);
    const colourOk =
      input.idWarna === null ? warna.length === 0 : warna.some((w) => w.id === input.idWarna);
    if (!colourOk || ukuran.length === 0) return 'sel';
    const habis = await trx
      .selectFrom('ketersediaan')
      .select('tersedia')
      .where('id_produk', '=', input.idProduk)
      .where(sql<boolean>`id_warna is not distinct from ${input.idWarna}`)
      .where('id_ukuran', '=', input.idUkuran)
      .where('tersedia', '=', false)
      .executeTakeFirst();
    if (!habis) return 'tersedia';
    const salt = tokens.newSalt();
    const inserted = await sql<{ id: number }>`
      insert into kabar_stok (id_produk, id_warna, id_ukuran, email, persetujuan_versi,
        persetujuan_halaman, token_garam, token_berhenti)
      values (${input.idProduk}, ${input.idWarna}, ${input.idUkuran}, ${input.email},
        ${input.consent.version}, ${input.consent.page}, ${salt},
        ${tokens.stored(tokens.token(salt))})
      on conflict (id_produk, coalesce(id_warna, 0), id_ukuran, email) where berakhir_at is null
      do nothing
      returning id
    `.execute(trx);
    return inserted.rows.length > 0 ? 'tercatat' : 'sudah';
  });
}

/**
 * After availability was written for `produkIds` (in the same transaction, the products locked
 * by the writer): ends every waiting request whose cell is available now, with its one mail in
 * the outbox, and reopens the ended requests whose mail nobody has tried to send yet (no attempt,
 * no claim) when their cell is Habis again. Answers how many mails were written.
 */
export async function syncKabarStok(db: Db, produkIds: readonly number[]): Promise<number> {
  if (produkIds.length === 0) return 0;
  const ids = sql`any(${[...produkIds]}::int[])`;

  // Back to Habis before the worker ran: the mail is taken back and the request waits again.
  // A mail already tried (or held by a worker) goes out as it is (docs/decisions/0028).
  const taken = await sql<{ id: number }>`
    delete from surel s using kabar_stok k
    where k.surel_id = s.id and k.id_produk = ${ids} and s.jenis = 'kabar_stok'
      and s.status = 'menunggu' and s.percobaan = 0 and s.klaim_kode is null
      and ${cellHabis}
    returning k.id
  `.execute(db);
  if (taken.rows.length > 0) {
    await db
      .updateTable('kabar_stok')
      .set({ berakhir_at: null, surel_id: null })
      .where(
        'id',
        'in',
        taken.rows.map((r) => r.id),
      )
      .execute();
  }

  // The gate: two saves at once both run this, and only the first ends a request (the second's
  // update waits for the row, then finds it ended).
  const ended = await sql<{
    id: number;
    email: string;
    nama_produk: string;
    warna: string | null;
    ukuran: string;
    usia: string;
  }>`
    with lepas as (
      update kabar_stok k set berakhir_at = now()
      where k.id_produk = ${ids} and k.berakhir_at is null and ${cellCurrent} and not ${cellHabis}
      returning k.id, k.email, k.id_produk, k.id_warna, k.id_ukuran
    )
    select l.id, l.email, p.nama_produk, w.warna, u.ukuran, u.usia
    from lepas l
    join produk p on p.id = l.id_produk
    join ukuran u on u.id = l.id_ukuran
    left join warna w on w.id = l.id_warna
    order by l.id
  `.execute(db);
  if (ended.rows.length === 0) return 0;

  const surelIds = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('surel', 'id'))::integer as id
    from generate_series(1, ${ended.rows.length}::integer)
  `.execute(db);
  const rows = ended.rows.map((r, index) => ({
    id: surelIds.rows[index]?.id as number,
    kabar: r.id,
    penerima: r.email,
    subjek: kabarStokCopy.mailSubject(r.nama_produk, kabarCellLabel(r.ukuran, r.usia, r.warna)),
  }));
  // The outbox (enqueueSurel's table): the body is made when the mail is sent or shown.
  await db
    .insertInto('surel')
    .values(
      rows.map((r) => ({
        id: r.id,
        jenis: 'kabar_stok' as const,
        penerima: r.penerima,
        subjek: r.subjek,
      })),
    )
    .execute();
  await sql`
    update kabar_stok k set surel_id = v.surel_id
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.kabar, surel_id: r.id })))}::jsonb)
      as v (id int, surel_id int)
    where k.id = v.id
  `.execute(db);
  return rows.length;
}

/** What an alert's mail is made from, by its outbox row; undefined once the request is gone. */
export async function findKabarStokMailData(
  db: Db,
  surelId: number,
  tokens: UnsubscribeTokens,
): Promise<
  | {
      produk: { id: number; nama: string; harga: number; diskon: number };
      warna: { id: number; nama: string } | null;
      ukuran: { ukuran: string; usia: string };
      stopToken: string;
    }
  | undefined
> {
  const row = await db
    .selectFrom('kabar_stok as k')
    .innerJoin('produk as p', 'p.id', 'k.id_produk')
    .innerJoin('ukuran as u', 'u.id', 'k.id_ukuran')
    .leftJoin('warna as w', 'w.id', 'k.id_warna')
    .select([
      'p.id as id_produk',
      'p.nama_produk',
      'p.harga',
      'p.diskon',
      'w.id as id_warna',
      'w.warna',
      'u.ukuran',
      'u.usia',
      'k.token_garam',
    ])
    .where('k.surel_id', '=', surelId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    produk: { id: row.id_produk, nama: row.nama_produk, harga: row.harga, diskon: row.diskon },
    warna:
      row.id_warna !== null && row.warna !== null ? { id: row.id_warna, nama: row.warna } : null,
    ukuran: { ukuran: row.ukuran, usia: row.usia },
    stopToken: tokens.token(row.token_garam),
  };
}

/**
 * Waiting requests kept in Sampah: a product, colour or size moved there takes its requests
 * into its snapshot, and a restore puts them back (sampah-kinds.ts). A stop link must reach
 * them too, or a restore would bring back an address that asked to be erased.
 */
const requestsInSampah = sql`sampah
  cross join lateral jsonb_array_elements(coalesce(sampah.isi->'kabarStok', '[]'::jsonb)) as r(request)
  where sampah.jenis in ('produk', 'warna', 'ukuran')`;

/** The address a stop link's token belongs to: a request's here, or one waiting in Sampah. */
async function emailOfToken(db: Db, stored: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('kabar_stok')
    .select('email')
    .where('token_berhenti', '=', stored)
    .executeTakeFirst();
  if (row) return row.email;
  const kept = await sql<{ email: string }>`
    select r.request->>'email' as email from ${requestsInSampah}
      and r.request->>'token_berhenti' = ${stored}
    limit 1`.execute(db);
  return kept.rows[0]?.email;
}

/** The address a stop link belongs to, and how many of its requests still wait. */
export async function findKabarStokByToken(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<{ email: string; menunggu: number } | undefined> {
  const email = await emailOfToken(db, tokens.stored(token));
  if (email === undefined) return undefined;
  const waiting = await sql<{ n: string }>`
    select (select count(*) from kabar_stok where email = ${email} and berakhir_at is null)
      + (select count(*) from ${requestsInSampah} and r.request->>'email' = ${email}) as n`.execute(
    db,
  );
  return { email, menunggu: Number(waiting.rows[0]?.n ?? 0) };
}

/**
 * A stop link erases its address from the alerts: every request of that address, waiting or
 * ended, and their mails in the outbox (as unsubscribing erases a sign-up and its mails), and
 * its requests waiting in Sampah's snapshots.
 */
export async function deleteKabarStokByToken(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const email = await emailOfToken(trx, tokens.stored(token));
    if (email === undefined) return false;
    const gone = await trx
      .deleteFrom('kabar_stok')
      .where('email', '=', email)
      .returning('surel_id')
      .execute();
    const mails = gone.flatMap((r) => (r.surel_id === null ? [] : [r.surel_id]));
    if (mails.length > 0) await trx.deleteFrom('surel').where('id', 'in', mails).execute();
    await sql`
      update sampah set isi = jsonb_set(isi, '{kabarStok}', coalesce((
        select jsonb_agg(e.request order by e.i)
        from jsonb_array_elements(sampah.isi->'kabarStok') with ordinality as e(request, i)
        where e.request->>'email' <> ${email}
      ), '[]'::jsonb))
      where jenis in ('produk', 'warna', 'ukuran')
        and exists (
          select 1 from jsonb_array_elements(coalesce(isi->'kabarStok', '[]'::jsonb)) as r(request)
          where r.request->>'email' = ${email}
        )`.execute(trx);
    return true;
  });
}

/** How many wait for each cell of a product (cells nobody waits for are left out). */
export async function countKabarStokMenunggu(db: Db, idProduk: number): Promise<KabarStokMenunggu> {
  const rows = await db
    .selectFrom('kabar_stok')
    .select(['id_warna', 'id_ukuran', (eb) => eb.fn.countAll<string>().as('jumlah')])
    .where('id_produk', '=', idProduk)
    .where('berakhir_at', 'is', null)
    .groupBy(['id_warna', 'id_ukuran'])
    .orderBy(sql`coalesce(id_warna, 0)`)
    .orderBy('id_ukuran')
    .execute();
  const cells = rows.map((r) => ({ ...r, jumlah: Number(r.jumlah) }));
  return { total: cells.reduce((sum, c) => sum + c.jumlah, 0), cells };
}

/** A product's waiting requests with their addresses, oldest first (the main admin's list). */
export async function listKabarStokMenunggu(db: Db, idProduk: number): Promise<KabarStokRow[]> {
  const rows = await db
    .selectFrom('kabar_stok as k')
    .innerJoin('ukuran as u', 'u.id', 'k.id_ukuran')
    .leftJoin('warna as w', 'w.id', 'k.id_warna')
    .select(['k.id', 'k.email', 'w.warna', 'u.ukuran', 'u.usia', 'k.created_at'])
    .where('k.id_produk', '=', idProduk)
    .where('k.berakhir_at', 'is', null)
    .orderBy('k.created_at')
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    warna: r.warna,
    ukuran: r.ukuran,
    usia: r.usia,
    createdAt: r.created_at.toISOString(),
  }));
}
