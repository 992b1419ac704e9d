import { sql } from 'kysely';
import { effectiveDiskonSql } from '../diskon/diskon-harga.js';
import { KABAR_PER_HARI, kabarCellLabel, kabarStokCopy } from '../../../src/shared/kabar-stok.js';
import type { KabarStokMenunggu, KabarStokRow } from '../../../src/shared/schemas/kabar-stok.js';
import type { Db } from '../../db/connect.js';
import { reachableSql } from '../../db/produk-tayang.js';
import {
  deleteSurel,
  enqueueSurel,
  withdrawUnsentSurel,
} from '../../services/outbox/outbox.queries.js';
import type { UnsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';

// Every SQL statement of the back-in-stock alerts (migrations/0031, docs/decisions/0028).
// A request waits while its cell (colour × size) is marked Habis; every write of availability
// calls syncKabarStok in its transaction, which ends the confirmed requests whose cell is
// available again and writes one mail per address and product into the outbox (`surel`, 0029),
// and takes back the mails nobody has tried to send yet when a cell of theirs is Habis again
// before the worker ran. An address is confirmed once (`kabar_stok_alamat`, migrations/0036):
// its first request writes a confirmation mail, and nothing else is mailed to it before.

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

/** Whether the request `k`'s address has confirmed (an address from before 0036 has not). */
const addressConfirmed = sql<boolean>`exists (
  select 1 from kabar_stok_alamat a where a.email = k.email and a.dikonfirmasi_at is not null
)`;

/** The rows of one cell (a product's colour, or none, and size) of ketersediaan or kabar_stok. */
function inCell(cell: { idProduk: number; idWarna: number | null; idUkuran: number }) {
  return sql<boolean>`id_produk = ${cell.idProduk} and id_warna is not distinct from ${cell.idWarna}
    and id_ukuran = ${cell.idUkuran}`;
}

export type MintaResult = 'tercatat' | 'sudah' | 'kuota' | 'produk' | 'sel' | 'tersedia';

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
      .where(inCell(input))
      .where('tersedia', '=', false)
      .executeTakeFirst();
    if (!habis) return 'tersedia';

    // The address: made on its first request, then locked, so two requests of one address
    // (from any clients) are counted one after the other.
    const addressSalt = tokens.newSalt();
    await trx
      .insertInto('kabar_stok_alamat')
      .values({
        email: input.email,
        token_garam: addressSalt,
        token_konfirmasi: tokens.stored(tokens.confirmation(addressSalt)),
        token_berhenti: tokens.stored(tokens.token(addressSalt)),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const alamat = await trx
      .selectFrom('kabar_stok_alamat')
      .select(['id', 'dikonfirmasi_at'])
      .where('email', '=', input.email)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const waiting = await trx
      .selectFrom('kabar_stok')
      .select('id')
      .where(inCell(input))
      .where('email', '=', input.email)
      .where('berakhir_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return 'sudah';
    const today = await trx
      .selectFrom('kabar_stok')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', input.email)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= KABAR_PER_HARI) return 'kuota';

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
    if (inserted.rows.length === 0) return 'sudah';

    // Not confirmed yet: one confirmation mail, at most one a day (a stranger's address typed
    // in gets that and nothing else; its owner, asking later, gets a new one).
    if (alamat.dikonfirmasi_at === null) {
      const recent = await trx
        .selectFrom('surel')
        .select('id')
        .where('kabar_alamat_id', '=', alamat.id)
        .where('jenis', '=', 'kabar_stok_konfirmasi')
        .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
        .executeTakeFirst();
      if (!recent) {
        await enqueueSurel(trx, [
          {
            jenis: 'kabar_stok_konfirmasi',
            kabarAlamatId: alamat.id,
            penerima: input.email,
            subjek: kabarStokCopy.confirmSubject,
          },
        ]);
      }
    }
    return 'tercatat';
  });
}

/**
 * Confirms the stock-alert address a confirmation token belongs to, in one transaction: its
 * waiting requests whose cells are available already are mailed now (the products locked as
 * every availability writer locks them). False when the link is unknown or the address erased.
 */
export async function confirmKabarAlamat(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const alamat = await trx
      .selectFrom('kabar_stok_alamat')
      .select(['id', 'email', 'dikonfirmasi_at'])
      .where('token_konfirmasi', '=', tokens.stored(token))
      .executeTakeFirst();
    if (!alamat) return false;
    if (alamat.dikonfirmasi_at !== null) return true;
    const produk = await trx
      .selectFrom('produk')
      .select('id')
      .where(
        'id',
        'in',
        trx
          .selectFrom('kabar_stok')
          .select('id_produk')
          .where('email', '=', alamat.email)
          .where('berakhir_at', 'is', null),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    await trx
      .updateTable('kabar_stok_alamat')
      .set({ dikonfirmasi_at: sql<Date>`coalesce(dikonfirmasi_at, now())` })
      .where('id', '=', alamat.id)
      .execute();
    await syncKabarStok(
      trx,
      produk.map((p) => p.id),
    );
    return true;
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

  // Back to Habis before the worker ran: the mail is taken back and its requests wait again;
  // those of its cells still available are mailed again below, in a new mail. A mail already
  // tried (or held by a worker) goes out as it is (docs/decisions/0028).
  // The requests of every mail one of whose cells is Habis now (the outbox takes back the unsent).
  const sent = await sql<{ id: number; surel_id: number }>`
    select r.id, r.surel_id from kabar_stok r
    where r.surel_id in (
      select k.surel_id from kabar_stok k
      where k.id_produk = ${ids} and k.surel_id is not null and ${cellHabis}
    )
  `.execute(db);
  const taken = new Set(
    await withdrawUnsentSurel(db, [...new Set(sent.rows.map((r) => r.surel_id))]),
  );
  const reopened = sent.rows.filter((r) => taken.has(r.surel_id)).map((r) => r.id);
  if (reopened.length > 0) {
    await db
      .updateTable('kabar_stok')
      .set({ berakhir_at: null, surel_id: null })
      .where('id', 'in', reopened)
      .execute();
  }

  // The gate: two saves at once both run this, and only the first ends a request (the second's
  // update waits for the row, then finds it ended). Only confirmed addresses' requests end.
  const ended = await sql<{
    id: number;
    email: string;
    id_produk: number;
    id_alamat: number | null;
    nama_produk: string;
    warna: string | null;
    ukuran: string;
    usia: string;
  }>`
    with lepas as (
      update kabar_stok k set berakhir_at = now()
      where k.id_produk = ${ids} and k.berakhir_at is null and ${cellCurrent} and not ${cellHabis}
        and ${addressConfirmed}
      returning k.id, k.email, k.id_produk, k.id_warna, k.id_ukuran
    )
    select l.id, l.email, l.id_produk, a.id as id_alamat, p.nama_produk, w.warna, u.ukuran, u.usia
    from lepas l
    join produk p on p.id = l.id_produk
    join ukuran u on u.id = l.id_ukuran
    left join warna w on w.id = l.id_warna
    left join kabar_stok_alamat a on a.email = l.email
    order by l.email, l.id_produk, w.id nulls first, u.id
  `.execute(db);
  if (ended.rows.length === 0) return 0;

  // One mail per address and product, naming every cell of it that came back.
  const groups = new Map<string, typeof ended.rows>();
  for (const row of ended.rows) {
    const key = `${row.id_produk}\u0000${row.email}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const mails = [...groups.values()].map((cells) => {
    const first = cells[0] as (typeof ended.rows)[number];
    return {
      requests: cells.map((c) => c.id),
      message: {
        jenis: 'kabar_stok' as const,
        penerima: first.email,
        subjek: kabarStokCopy.mailSubject(
          first.nama_produk,
          cells.map((c) => kabarCellLabel(c.ukuran, c.usia, c.warna)),
        ),
        kabarAlamatId: first.id_alamat,
      },
    };
  });
  const surelIds = await enqueueSurel(
    db,
    mails.map((m) => m.message),
  );
  const links = mails.flatMap((m, index) =>
    m.requests.map((id) => ({ id, surel_id: surelIds[index] as number })),
  );
  await sql`
    update kabar_stok k set surel_id = v.surel_id
    from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v (id int, surel_id int)
    where k.id = v.id
  `.execute(db);
  return mails.length;
}

/**
 * What an alert's mail is made from, by its outbox row: the product and every cell the mail
 * names (colour by colour, size by size); undefined once its requests are gone.
 */
export async function findKabarStokMailData(
  db: Db,
  surelId: number,
  tokens: UnsubscribeTokens,
): Promise<
  | {
      produk: { id: number; nama: string; harga: number; diskon: number };
      cells: {
        warna: { id: number; nama: string } | null;
        ukuran: { ukuran: string; usia: string };
      }[];
      stopToken: string;
    }
  | undefined
> {
  const rows = await db
    .selectFrom('kabar_stok as k')
    .innerJoin('produk as p', 'p.id', 'k.id_produk')
    .innerJoin('ukuran as u', 'u.id', 'k.id_ukuran')
    .leftJoin('warna as w', 'w.id', 'k.id_warna')
    .leftJoin('kabar_stok_alamat as a', 'a.email', 'k.email')
    .select([
      'p.id as id_produk',
      'p.nama_produk',
      'p.harga',
      effectiveDiskonSql('p').as('diskon'),
      'w.id as id_warna',
      'w.warna',
      'u.ukuran',
      'u.usia',
      'k.token_garam',
      'a.token_garam as alamat_garam',
    ])
    .where('k.surel_id', '=', surelId)
    .orderBy(sql`w.id nulls first`)
    .orderBy('u.id')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    produk: {
      id: first.id_produk,
      nama: first.nama_produk,
      harga: first.harga,
      diskon: first.diskon,
    },
    cells: rows.map((row) => ({
      warna:
        row.id_warna !== null && row.warna !== null ? { id: row.id_warna, nama: row.warna } : null,
      ukuran: { ukuran: row.ukuran, usia: row.usia },
    })),
    // The address's stop link (a request from before 0036 has only its own).
    stopToken: tokens.token(first.alamat_garam ?? first.token_garam),
  };
}

/** What a confirmation mail is made from: the address's two links; undefined once erased. */
export async function findKabarKonfirmasiData(
  db: Db,
  alamatId: number,
  tokens: UnsubscribeTokens,
): Promise<{ confirmToken: string; stopToken: string } | undefined> {
  const row = await db
    .selectFrom('kabar_stok_alamat')
    .select('token_garam')
    .where('id', '=', alamatId)
    .executeTakeFirst();
  return (
    row && {
      confirmToken: tokens.confirmation(row.token_garam),
      stopToken: tokens.token(row.token_garam),
    }
  );
}

/**
 * Waiting requests kept in Sampah: a product, colour or size moved there takes its requests
 * into its snapshot, and a restore puts them back (kabar-stok.sampah.ts). A stop link must reach
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
  const alamat = await db
    .selectFrom('kabar_stok_alamat')
    .select('email')
    .where('token_berhenti', '=', stored)
    .executeTakeFirst();
  if (alamat) return alamat.email;
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
 * A stop link erases its address from the alerts: the address, every request of it, waiting or
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
    await deleteSurel(trx, mails);
    // The address and its confirmation (its mails go with it: on delete cascade).
    await trx.deleteFrom('kabar_stok_alamat').where('email', '=', email).execute();
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
