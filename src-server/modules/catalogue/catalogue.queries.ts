import { sql } from 'kysely';
import type { ProdukFoto } from '../../../src/shared/schemas/foto.js';
import type { ProdukFilters, ProdukSort } from '../../../src/shared/produk-filter.js';
import type { Produk, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Testimoni } from '../../../src/shared/schemas/testimoni.js';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import type { Warna } from '../../../src/shared/schemas/warna.js';
import { CARD_SWATCH_COUNT } from '../../../src/shared/warna-swatch.js';
import type { ChangeFeed } from '../../services/change-feed/change-feed.js';
import type { Db } from '../../db/connect.js';
import { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { toProduk } from '../../db/produk-columns.js';
import {
  appliedDiskonSql,
  effectiveHargaSql,
  visitorProdukColumns,
  type DiskonBerlakuRow,
} from '../diskon/diskon-harga.js';
import { availabilityOf, type KetersediaanCell } from '../../../src/shared/ketersediaan.js';
import { listAllHabis } from '../ketersediaan/ketersediaan.queries.js';
import { listAllFoto } from '../foto/foto.queries.js';
import { filterKeySql, rankSql, storefrontFilters, VISIBILITY } from './storefront-rules.js';
import { listAllTestimoni } from '../testimoni/testimoni.queries.js';
import { listAllUkuran } from '../ukuran/ukuran.queries.js';
import { listAllWarna } from '../warna/warna.queries.js';

// The catalogue as visitors read it, in memory until it changes (issue 18 item 2): a page the
// response cache does not hold (another page or filter of a category, a product page not asked
// for since the last change) is made from here instead of a query per read. The rows are read
// with the modules' own statements, and everything a comparison or an order depends on is
// computed by the database as it reads them (the trimmed, lower-cased ages and colours, each
// order's rank), so what is cut from here is what the database answers (catalogue.queries.test.ts
// holds them side by side). Kept by the change feed that drops the page cache; only for
// visitors' reads (trpc/kept-reads.ts says whose). It holds every product, whatever its status:
// each read applies the rule of src/shared/tayang.ts at the moment it is made, so a scheduled
// product appears and disappears on time even before the schedule's change is announced.

interface CatalogueProduk {
  /** The product as visitors see it: `diskon` is the shown one (diskon-harga.ts). */
  produk: Produk;
  hargaDiskon: number;
  /** The running dated discount that sets its price, if one does. */
  diskonBerlaku: DiskonBerlakuRow;
  /** The product's ages and colours as the filters compare them: trimmed, lower case. */
  usiaKeys: Set<string>;
  warnaKeys: Set<string>;
  /** Its colours and size rows in the order they were added, its testimonials newest first. */
  warna: Warna[];
  ukuran: Ukuran[];
  testimoni: Testimoni[];
  /** Its cells marked Habis, and whether any cell is left (src/shared/ketersediaan.ts). */
  habis: KetersediaanCell[];
  available: boolean;
  /** Its photos, main photo first. */
  foto: ProdukFoto[];
  /** The product's place in each order of the category pages. */
  rank: Record<ProdukSort, number>;
}

export interface Catalogue {
  /** Every product, by id. */
  byId: ReadonlyMap<number, CatalogueProduk>;
  /** Every product, in each order. */
  ordered: Record<ProdukSort, readonly CatalogueProduk[]>;
  /** Every product's start and end instants (ms), sorted: where the listed set may change. */
  boundaries: readonly number[];
}

/** The products listed in an interval of time in which no start or end falls. */
interface ListedView {
  /** The interval [from, until) it holds for. */
  from: number;
  until: number;
  ordered: Record<ProdukSort, readonly CatalogueProduk[]>;
}

/**
 * The last listed view of each catalogue. Every list, page and recommendation reads the listed
 * products; with thousands of them, applying the rule to each on every read was most of a cold
 * page's time. The set only changes at a product's start or end, so it is kept until the next.
 */
const listedViews = new WeakMap<Catalogue, ListedView>();

/** The products listed at `now`, in each order (storefront-rules.ts VISIBILITY). */
function listedAt(catalogue: Catalogue, now: number): ListedView['ordered'] {
  const isListed = VISIBILITY.listed.memory;
  const kept = listedViews.get(catalogue);
  if (kept && kept.from <= now && now < kept.until) return kept.ordered;
  const { boundaries } = catalogue;
  // The first boundary after now; the one before it (or none) starts the interval.
  let next = 0;
  while (next < boundaries.length && (boundaries[next] as number) <= now) next++;
  const view: ListedView = {
    from: next === 0 ? -Infinity : (boundaries[next - 1] as number),
    until: next === boundaries.length ? Infinity : (boundaries[next] as number),
    ordered: {
      terbaru: catalogue.ordered.terbaru.filter((p) => isListed(p.produk, now)),
      terlaris: catalogue.ordered.terlaris.filter((p) => isListed(p.produk, now)),
      termurah: catalogue.ordered.termurah.filter((p) => isListed(p.produk, now)),
      termahal: catalogue.ordered.termahal.filter((p) => isListed(p.produk, now)),
    },
  };
  listedViews.set(catalogue, view);
  return view.ordered;
}

/**
 * Every product with its shown discount and price (a running dated discount included,
 * diskon-harga.ts) as of `at` (the database's now without one), and its place in each order.
 */
function readProduk(db: Db, at: Date | undefined) {
  return db
    .selectFrom('produk')
    .select([
      ...visitorProdukColumns(at),
      effectiveHargaSql('produk', at).as('harga_diskon'),
      appliedDiskonSql('produk', at).as('diskon_berlaku'),
      rankSql('terbaru', at).as('terbaru'),
      rankSql('terlaris', at).as('terlaris'),
      rankSql('termurah', at).as('termurah'),
      rankSql('termahal', at).as('termahal'),
    ])
    .execute();
}

/** What the filters compare, as the database computes it (storefront-rules.ts). */
function readFilterKeys(db: Db) {
  return Promise.all([
    db
      .selectFrom('ukuran')
      .select(['id_produk', filterKeySql(sql.ref('usia')).as('key')])
      .execute(),
    db
      .selectFrom('warna')
      .select(['id_produk', filterKeySql(sql.ref('warna')).as('key')])
      .execute(),
  ]);
}

/**
 * Reads the whole catalogue as visitors' pages need it, its prices as of `at` (now unless a test
 * says): a dated discount's start or end is announced on the change feed (jadwal-tayang.ts),
 * which drops the kept catalogue, so it is read anew then.
 */
export async function loadCatalogue(db: Db, at?: Date): Promise<Catalogue> {
  const [produkRows, [usiaKeys, warnaKeys], warna, ukuran, testimoni, habis, foto] =
    await Promise.all([
      readProduk(db, at),
      readFilterKeys(db),
      listAllWarna(db),
      listAllUkuran(db),
      listAllTestimoni(db),
      listAllHabis(db),
      listAllFoto(db),
    ]);

  const byId = new Map<number, CatalogueProduk>();
  for (const row of produkRows) {
    const { harga_diskon, diskon_berlaku, terbaru, terlaris, termurah, termahal, ...columns } = row;
    byId.set(row.id, {
      produk: toProduk(columns),
      hargaDiskon: harga_diskon,
      diskonBerlaku: diskon_berlaku,
      usiaKeys: new Set(),
      warnaKeys: new Set(),
      warna: [],
      ukuran: [],
      testimoni: [],
      habis: [],
      available: true,
      foto: [],
      rank: { terbaru, terlaris, termurah, termahal },
    });
  }
  for (const { id_produk, key } of usiaKeys) byId.get(id_produk)?.usiaKeys.add(key);
  for (const { id_produk, key } of warnaKeys) byId.get(id_produk)?.warnaKeys.add(key);
  for (const row of warna) byId.get(row.id_produk)?.warna.push(row);
  for (const row of ukuran) byId.get(row.id_produk)?.ukuran.push(row);
  for (const row of foto) byId.get(row.id_produk)?.foto.push(row);
  for (const row of testimoni) {
    if (row.id_produk !== null) byId.get(row.id_produk)?.testimoni.push(row);
  }
  for (const { id_produk, ...cell } of habis) byId.get(id_produk)?.habis.push(cell);
  for (const p of byId.values()) {
    if (p.habis.length === 0) continue;
    p.available = availabilityOf(
      p.warna.map((w) => w.id),
      p.ukuran.map((u) => u.id),
      p.habis,
    ).any;
  }
  const all = [...byId.values()];
  const by = (sort: ProdukSort) => [...all].sort((a, b) => a.rank[sort] - b.rank[sort]);
  const instants = all.flatMap(({ produk }) =>
    [produk.tayang_mulai, produk.tayang_sampai].flatMap((t) => (t === null ? [] : [Date.parse(t)])),
  );
  return {
    boundaries: [...new Set(instants)].sort((a, b) => a - b),
    byId,
    ordered: {
      terbaru: by('terbaru'),
      terlaris: by('terlaris'),
      termurah: by('termurah'),
      termahal: by('termahal'),
    },
  };
}

/** One page of a category's products: listProdukPage's answer, by the same rules. */
export function pageFromCatalogue(
  catalogue: Catalogue,
  options: {
    kategori: string | undefined;
    limit: number;
    offset: number;
    order: ProdukSort;
    filters: Omit<ProdukFilters, 'urut'>;
  },
  now = Date.now(),
): { items: Produk[]; total: number } {
  const rules = storefrontFilters({ ...options.filters, kategori: options.kategori });
  const matching = listedAt(catalogue, now)[options.order].filter((p) =>
    rules.every((rule) => rule.memory(p)),
  );
  return {
    items: matching.slice(options.offset, options.offset + options.limit).map((p) => p.produk),
    total: matching.length,
  };
}

/** Products as cards show them: asCards' answer. */
export function cardsFromCatalogue(catalogue: Catalogue, produk: readonly Produk[]): ProdukCard[] {
  return produk.map((p) => {
    const found = catalogue.byId.get(p.id);
    const colours = found?.warna ?? [];
    return {
      ...p,
      warna: colours
        .slice(0, CARD_SWATCH_COUNT)
        .map(({ id, warna, kode_warna }) => ({ id, warna, kode_warna })),
      jumlah_warna: colours.length,
      stok_habis: found ? !found.available : false,
    };
  });
}

/** One product visitors reach by its link, as findReachableProdukById reads it. */
export function produkFromCatalogue(
  catalogue: Catalogue,
  id: number,
  now = Date.now(),
): Produk | undefined {
  const found = catalogue.byId.get(id)?.produk;
  return found && VISIBILITY.reachable.memory(found, now) ? found : undefined;
}

/**
 * A product's colours, size rows, testimonials, cells marked Habis and photos, as their modules'
 * byProduk reads answer.
 */
export function partsFromCatalogue(
  catalogue: Catalogue,
  id: number,
  now = Date.now(),
): Pick<CatalogueProduk, 'warna' | 'ukuran' | 'testimoni' | 'habis' | 'foto'> {
  // A product visitors do not reach has no parts to show (its legacy reads answer none).
  const kept = catalogue.byId.get(id);
  const found = kept && VISIBILITY.reachable.memory(kept.produk, now) ? kept : undefined;
  return {
    warna: found?.warna ?? [],
    ukuran: found?.ukuran ?? [],
    testimoni: found?.testimoni ?? [],
    habis: found?.habis ?? [],
    foto: found?.foto ?? [],
  };
}

/** The dated discount that sets the price of a product visitors reach, as findDiskonBerlaku reads it. */
export function diskonFromCatalogue(
  catalogue: Catalogue,
  id: number,
  now = Date.now(),
): DiskonBerlakuRow {
  const kept = catalogue.byId.get(id);
  return kept && VISIBILITY.reachable.memory(kept.produk, now) ? kept.diskonBerlaku : null;
}

/** Up to `count` listed products picked at random, never `exceptId`: randomProdukExcept's answer. */
export function randomFromCatalogue(
  catalogue: Catalogue,
  exceptId: number,
  count: number,
  now = Date.now(),
): Produk[] {
  const all = listedAt(catalogue, now).terbaru;
  const except = catalogue.byId.get(exceptId);
  const wanted = Math.min(
    count,
    all.length - (except && VISIBILITY.listed.memory(except.produk, now) ? 1 : 0),
  );
  // A few draws from the whole list, not a shuffle of it: a page asks for four of thousands.
  const picked = new Map<number, Produk>();
  while (picked.size < wanted) {
    const { produk } = all[Math.floor(Math.random() * all.length)] as CatalogueProduk;
    if (produk.id !== exceptId) picked.set(produk.id, produk);
  }
  return [...picked.values()];
}

/** Whether `warnaId` is one of the product's colours (what its page shows for `?warna=`). */
export function isColourOf(catalogue: Catalogue, produkId: number, warnaId: number): boolean {
  return catalogue.byId.get(produkId)?.warna.some((w) => w.id === warnaId) ?? false;
}

/**
 * The app's keeper of the catalogue (app.ts, registered with the cache registry): one answer,
 * which every page reads, so its bound only guards against a catalogue far beyond any shop's.
 */
export function createCatalogueCache(changes: ChangeFeed): KeptUntilChange {
  return new KeptUntilChange(changes, { max: 1, maxBytes: 256 * 1024 * 1024, name: 'catalogue' });
}

/** The catalogue as of the last change, read when first asked for after it. */
export function keptCatalogue(db: Db, kept: KeptUntilChange): Promise<Catalogue> {
  return kept.get('catalogue', () => loadCatalogue(db));
}
