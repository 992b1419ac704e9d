import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUK_SORTS, type ProdukFilters } from '../../../src/shared/produk-filter.js';
import { ChangeFeed } from '../../services/change-feed/change-feed.js';
import { insertProduk, insertTestimoni, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { asCards } from '../produk/produk-cards.js';
import {
  findReachableProdukById,
  isProdukReachable,
  listProdukPage,
} from '../produk/produk.queries.js';
import { listedSql } from '../../db/produk-tayang.js';
import { isListed } from '../../../src/shared/tayang.js';
import { listFotoByProduk } from '../foto/foto.queries.js';
import { listTestimoniByProduk } from '../testimoni/testimoni.queries.js';
import { listHabisByProduk } from '../ketersediaan/ketersediaan.queries.js';
import { listUkuranByProduk } from '../ukuran/ukuran.queries.js';
import { listWarnaByProduk } from '../warna/warna.queries.js';
import {
  cardsFromCatalogue,
  createCatalogueCache,
  isColourOf,
  keptCatalogue,
  loadCatalogue,
  pageFromCatalogue,
  partsFromCatalogue,
  produkFromCatalogue,
  randomFromCatalogue,
  type Catalogue,
} from './catalogue.queries.js';

// The catalogue in memory answers a visitor's reads as the database does: the same products, in
// the same order, with the same count and the same swatches, for every category, order, filter
// and page (ties, mixed case and stray spaces included), and each product's page alike.

let database: TestDatabase;
let catalogue: Catalogue;

const KATEGORI = ['gamis', 'atasan', 'setelan'];
const AGES = ['1-2 tahun', ' 3-4 Tahun ', '3-4 tahun', '5-6 tahun', '10-11 tahun'];
// One name per product and folded name (migrations/0038), so no two of these fold alike.
const COLOURS = ['Sage', 'Biru Muda', 'Navy', 'Hitam', 'Merah Muda', 'Krem', 'Abu'];

beforeAll(async () => {
  database = await createTestDatabase();
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  for (let i = 0; i < 36; i++) {
    const p = await insertProduk(database.db, {
      nama_produk: `Produk ${i}`,
      kategori: KATEGORI[i % 3],
      // Shown prices repeat (ties broken by id), some discounted to the same price as others.
      harga: 100_000 + (i % 5) * 25_000,
      diskon: i % 4 === 0 ? 20 : 0,
      jumlah_terjual: (i * 7) % 11,
      // Several products share a day: the newest-first order falls back on the id.
      created_at: day(i % 9),
      // Some are Draf or Tersembunyi, some shown later or no longer (src/shared/tayang.ts).
      status: (
        ['tayang', 'tayang', 'tayang', 'tayang', 'draf', 'tayang', 'tayang', 'tersembunyi'] as const
      )[i % 8],
      tayang_mulai: i % 10 === 2 ? new Date(Date.now() + 86_400_000) : null,
      tayang_sampai: i % 10 === 6 ? new Date(Date.now() - 86_400_000) : null,
    });
    const sizes: (number | null)[] = [];
    const colours: (number | null)[] = [];
    for (let a = 0; a < i % 4; a++) {
      sizes.push(
        (await insertUkuran(database.db, p.id, { usia: AGES[(i + a) % AGES.length] ?? '' })).id,
      );
    }
    for (let c = 0; c < i % 8; c++) {
      colours.push((await insertWarna(database.db, p.id, COLOURS[(i + c) % COLOURS.length])).id);
    }
    // Availability: every cell Habis (sold out), one cell, a colour's every size (a count of
    // 0), a stale "no colour" mark on a product that has colours now, or nothing marked.
    const cells = (colours.length ? colours : [null]).flatMap((w) =>
      (sizes.length ? sizes : [null]).map((u) => ({ id_warna: w, id_ukuran: u })),
    );
    const marked = [
      [],
      cells,
      cells.slice(0, 1),
      cells.filter((c) => c.id_warna === (colours[0] ?? null)),
      colours.length ? [{ id_warna: null, id_ukuran: sizes[0] ?? null }] : cells,
      cells.slice(1),
    ][i % 6] as { id_warna: number | null; id_ukuran: number | null }[];
    for (const [n, cell] of marked.entries()) {
      await database.db
        .insertInto('ketersediaan')
        .values({ id_produk: p.id, ...cell, tersedia: false, stok: n % 2 === 0 ? null : 0 })
        .execute();
    }
    // Available cells with a count change nothing.
    if (i % 6 === 5 && cells[0]) {
      await database.db
        .insertInto('ketersediaan')
        .values({ id_produk: p.id, ...cells[0], tersedia: true, stok: 3 })
        .execute();
    }
    // More photos on some, some of a colour, their places not in the order they were added
    // (and two on the same place: the id decides).
    for (let f = 0; f < i % 4; f++) {
      await database.db
        .insertInto('produk_foto')
        .values({
          id_produk: p.id,
          id_warna: f % 2 === 0 ? (colours[f] ?? null) : null,
          foto: `galeri-${p.id}-${f}.webp`,
          alt: `Foto ${f}`,
          urutan: [3, 1, 1][f] ?? 0,
        })
        .execute();
    }
    // Testimonials on some products, some on the same day (newest first, then by id).
    for (let k = 0; k < i % 3; k++) {
      await insertTestimoni(database.db, { idProduk: p.id, createdAt: day(k % 2) });
    }
  }
  // Times apart by a microsecond, finer than a JavaScript date.
  await sql`update produk set created_at = created_at + (id % 3) * interval '1 microsecond'`.execute(
    database.db,
  );
  catalogue = await loadCatalogue(database.db);
});
afterAll(() => database.close());

const FILTERS: Omit<ProdukFilters, 'urut'>[] = [
  {},
  { usia: '3-4 tahun' },
  { usia: '3-4 TAHUN' },
  { warna: 'SAGE' },
  { warna: 'Merah Muda', usia: '1-2 tahun' },
  { hargaMin: 100_000, hargaMax: 150_000 },
  { hargaMax: 100_000 },
  { hargaMin: 175_000, warna: 'navy' },
  { warna: 'Ungu' },
  { tersedia: true },
  { tersedia: true, usia: '3-4 tahun', hargaMax: 150_000 },
];

describe('the catalogue kept in memory', () => {
  it('lists every category, order, filter and page as the database does', async () => {
    let compared = 0;
    for (const kategori of [undefined, ...KATEGORI, 'tidak-ada']) {
      for (const order of PRODUK_SORTS) {
        for (const filters of FILTERS) {
          for (const offset of [0, 5, 10, 30]) {
            const options = { kategori, limit: 5, offset, order, filters };
            const fromDatabase = await listProdukPage(database.db, options);
            const fromMemory = pageFromCatalogue(catalogue, options);
            const what = JSON.stringify(options);
            expect(fromMemory, what).toEqual(fromDatabase);
            expect(cardsFromCatalogue(catalogue, fromMemory.items), what).toEqual(
              await asCards(database.db, fromDatabase.items),
            );
            compared += fromDatabase.items.length;
          }
        }
      }
    }
    // Not a comparison of empty lists.
    expect(compared).toBeGreaterThan(500);
    // Sold-out products were there to be told apart, and left out by `tersedia`.
    const all = pageFromCatalogue(catalogue, {
      kategori: undefined,
      limit: 100,
      offset: 0,
      order: 'terbaru',
      filters: {},
    });
    const soldOut = cardsFromCatalogue(catalogue, all.items).filter((c) => c.stok_habis);
    expect(soldOut.length).toBeGreaterThan(5);
    expect(soldOut.length).toBeLessThan(all.total - 5);
  });

  it('answers a product page as the database does', async () => {
    const ids = [...catalogue.byId.keys()];
    let unreachable = 0;
    for (const id of [...ids, 999_999]) {
      expect(produkFromCatalogue(catalogue, id), String(id)).toEqual(
        await findReachableProdukById(database.db, id),
      );
      // A product visitors do not reach has no parts to show.
      const reachable = await isProdukReachable(database.db, id);
      if (!reachable) unreachable += 1;
      const read = <T>(rows: T[]) => (reachable ? rows : []);
      const parts = partsFromCatalogue(catalogue, id);
      expect(parts.warna, String(id)).toEqual(read(await listWarnaByProduk(database.db, id)));
      expect(parts.ukuran, String(id)).toEqual(read(await listUkuranByProduk(database.db, id)));
      expect(parts.testimoni, String(id)).toEqual(
        read(await listTestimoniByProduk(database.db, id)),
      );
      expect(parts.habis, String(id)).toEqual(read(await listHabisByProduk(database.db, id)));
      expect(parts.foto, String(id)).toEqual(read(await listFotoByProduk(database.db, id)));
      for (const warna of parts.warna) expect(isColourOf(catalogue, id, warna.id)).toBe(true);
    }
    // Draf products and those outside their window were there to be left out.
    expect(unreachable).toBeGreaterThan(5);
    const [first, second] = ids as [number, number];
    const foreign = partsFromCatalogue(catalogue, second).warna[0];
    if (foreign) expect(isColourOf(catalogue, first, foreign.id)).toBe(false);
  });

  it('recommends other listed products, each once, at random', async () => {
    const [id] = [...catalogue.byId.keys()] as [number];
    const seen = new Set<number>();
    for (let round = 0; round < 50; round++) {
      const picked = randomFromCatalogue(catalogue, id, 4).map((p) => p.id);
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      expect(picked).not.toContain(id);
      for (const p of picked) seen.add(p);
    }
    // Not always the same four.
    expect(seen.size).toBeGreaterThan(10);
    // Only what lists show: never a Draf, Tersembunyi or unscheduled product.
    const listed = await database.db
      .selectFrom('produk')
      .select('id')
      .where(listedSql())
      .where('id', '<>', id)
      .execute();
    expect(listed.length).toBeLessThan(catalogue.byId.size - 5);
    expect(
      randomFromCatalogue(catalogue, id, 100)
        .map((p) => p.id)
        .sort(),
    ).toEqual(listed.map((r) => r.id).sort());
  });

  it("lists what is listed at the moment asked, on either side of each product's start and end", () => {
    const idsAt = (now: number) =>
      pageFromCatalogue(
        catalogue,
        { kategori: undefined, limit: 1000, offset: 0, order: 'terlaris', filters: {} },
        now,
      ).items.map((p) => p.id);
    const recommendedAt = (now: number) =>
      randomFromCatalogue(catalogue, 0, 1000, now)
        .map((p) => p.id)
        .sort((a, b) => a - b);
    const instants = [...catalogue.byId.values()].flatMap(({ produk }) =>
      [produk.tayang_mulai, produk.tayang_sampai].flatMap((t) => (t ? [Date.parse(t)] : [])),
    );
    expect(instants.length).toBeGreaterThan(3);
    // Forwards and then backwards through every instant, each compared with the rule itself.
    const moments = instants.flatMap((t) => [t - 1, t, t + 1]).sort((a, b) => a - b);
    for (const now of [...moments, ...moments.reverse()]) {
      const expected = catalogue.ordered.terlaris
        .filter((p) => isListed(p.produk, now))
        .map((p) => p.produk.id);
      expect(idsAt(now), String(now)).toEqual(expected);
      expect(recommendedAt(now), String(now)).toEqual([...expected].sort((a, b) => a - b));
    }
  });

  it('is read again after a change, and once for callers that come together', async () => {
    const changes = new ChangeFeed({ live: true });
    const kept = createCatalogueCache(changes);
    const [first, same] = await Promise.all([
      keptCatalogue(database.db, kept),
      keptCatalogue(database.db, kept),
    ]);
    expect(same).toBe(first);
    expect(await keptCatalogue(database.db, kept)).toBe(first);

    const added = await insertProduk(database.db, {
      nama_produk: 'Produk Baru',
      kategori: 'gamis',
    });
    expect((await keptCatalogue(database.db, kept)).byId.has(added.id)).toBe(false);
    changes.changed();
    const after = await keptCatalogue(database.db, kept);
    expect(after).not.toBe(first);
    expect(after.byId.get(added.id)?.produk.nama_produk).toBe('Produk Baru');
    // Read twice from the database (before and after the change), else from what was kept.
    expect({ hits: kept.hits, misses: kept.misses }).toEqual({ hits: 3, misses: 2 });
  });
});
