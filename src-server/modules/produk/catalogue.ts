import { sql } from 'kysely';
import type { ProdukFilters, ProdukSort } from '../../../src/shared/produk-filter.js';
import type { Produk, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { WarnaSwatch } from '../../../src/shared/schemas/warna.js';
import { CARD_SWATCH_COUNT } from '../../../src/shared/warna-swatch.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/connect.js';
import { KeptUntilChange } from '../../db/kept-until-change.js';
import { toProduk } from '../../db/produk-columns.js';

// The catalogue as visitors' lists read it, in memory until it changes (issue 18 item 2): a
// category page with a filter or a page number the response cache does not hold is cut from
// here instead of three queries. Everything a comparison or an order depends on is computed by
// the database when the catalogue is read (the trimmed, lower-cased ages and colours, each
// order's rank, the cards' first colours), so a list cut from here is the list listProdukPage
// reads (catalogue.test.ts holds them side by side). Kept by the change feed that drops the
// page cache; only for visitors' reads (kept-reads.ts says whose).

interface CatalogueProduk {
  produk: Produk;
  hargaDiskon: number;
  /** The product's ages and colours as the filters compare them: trimmed, lower case. */
  usia: Set<string>;
  warna: Set<string>;
  swatches: WarnaSwatch[];
  jumlahWarna: number;
  /** The product's place in each order of the category pages. */
  rank: Record<ProdukSort, number>;
}

export interface Catalogue {
  /** Every product, by id. */
  byId: ReadonlyMap<number, CatalogueProduk>;
  /** Every product, in each order. */
  ordered: Record<ProdukSort, readonly CatalogueProduk[]>;
}

/** Reads the whole catalogue as the lists need it: three queries. */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [produkRows, sizes, colours] = await Promise.all([
    db
      .selectFrom('produk')
      .select([
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
        'harga_diskon',
        sql<number>`row_number() over (order by created_at desc, id desc)::int`.as('terbaru'),
        sql<number>`row_number() over (order by jumlah_terjual desc, id)::int`.as('terlaris'),
        sql<number>`row_number() over (order by harga_diskon, id)::int`.as('termurah'),
        sql<number>`row_number() over (order by harga_diskon desc, id)::int`.as('termahal'),
      ])
      .execute(),
    db
      .selectFrom('ukuran')
      .select(['id_produk', sql<string>`lower(trim(usia))`.as('usia')])
      .execute(),
    db
      .selectFrom('warna')
      .select(['id', 'id_produk', 'warna', 'kode_warna', sql<string>`lower(trim(warna))`.as('key')])
      .orderBy('id_produk')
      .orderBy('id')
      .execute(),
  ]);

  const byId = new Map<number, CatalogueProduk>();
  for (const row of produkRows) {
    const { harga_diskon, terbaru, terlaris, termurah, termahal, ...columns } = row;
    byId.set(row.id, {
      produk: toProduk(columns),
      hargaDiskon: harga_diskon,
      usia: new Set(),
      warna: new Set(),
      swatches: [],
      jumlahWarna: 0,
      rank: { terbaru, terlaris, termurah, termahal },
    });
  }
  for (const { id_produk, usia } of sizes) {
    byId.get(id_produk)?.usia.add(usia);
  }
  for (const { id, id_produk, warna, kode_warna, key } of colours) {
    const entry = byId.get(id_produk);
    if (!entry) continue;
    entry.warna.add(key);
    entry.jumlahWarna += 1;
    if (entry.swatches.length < CARD_SWATCH_COUNT) entry.swatches.push({ id, warna, kode_warna });
  }
  const all = [...byId.values()];
  const by = (sort: ProdukSort) => [...all].sort((a, b) => a.rank[sort] - b.rank[sort]);
  return {
    byId,
    ordered: {
      terbaru: by('terbaru'),
      terlaris: by('terlaris'),
      termurah: by('termurah'),
      termahal: by('termahal'),
    },
  };
}

/** One page of a category's products from the catalogue: listProdukPage's answer. */
export function pageFromCatalogue(
  catalogue: Catalogue,
  options: {
    kategori: string | undefined;
    limit: number;
    offset: number;
    order: ProdukSort;
    filters: Omit<ProdukFilters, 'urut'>;
  },
): { items: Produk[]; total: number } {
  const { kategori, filters } = options;
  const usia = filters.usia?.toLowerCase();
  const warna = filters.warna?.toLowerCase();
  const matching = catalogue.ordered[options.order].filter(
    (p) =>
      (kategori === undefined || p.produk.kategori === kategori) &&
      (usia === undefined || p.usia.has(usia)) &&
      (warna === undefined || p.warna.has(warna)) &&
      (filters.hargaMin === undefined || p.hargaDiskon >= filters.hargaMin) &&
      (filters.hargaMax === undefined || p.hargaDiskon <= filters.hargaMax),
  );
  return {
    items: matching.slice(options.offset, options.offset + options.limit).map((p) => p.produk),
    total: matching.length,
  };
}

/** Products as cards show them, from the catalogue: asCards' answer. */
export function cardsFromCatalogue(catalogue: Catalogue, produk: readonly Produk[]): ProdukCard[] {
  return produk.map((p) => {
    const found = catalogue.byId.get(p.id);
    return { ...p, warna: found?.swatches ?? [], jumlah_warna: found?.jumlahWarna ?? 0 };
  });
}

/** One catalogue per app (its change feed), made once per change. */
const keepers = new WeakMap<ChangeFeed, KeptUntilChange>();

/** The catalogue as of the last change, read when first asked for after it. */
export function keptCatalogue(db: Db, changes: ChangeFeed): Promise<Catalogue> {
  let keeper = keepers.get(changes);
  if (!keeper) {
    keeper = new KeptUntilChange(changes, { max: 1 });
    keepers.set(changes, keeper);
  }
  return keeper.get('catalogue', () => loadCatalogue(db));
}
