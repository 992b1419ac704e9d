import type { Config } from '../../config.js';
import {
  isKanalKeluar,
  penawaranWhatsappMessage,
  produkWhatsappMessage,
  whatsappLink,
  whatsappNomorOf,
  whatsappTopicMessage,
  type KanalKeluar,
  type WhatsappShop,
} from '../../../src/shared/keluar.js';
import { templatesOf, type Pengaturan } from '../../../src/shared/schemas/pengaturan.js';
import { discountedPrice } from '../../../src/shared/price.js';
import { findReachableProdukById } from '../produk/produk.queries.js';
import { findReachablePenawaranBySlug } from '../penawaran/penawaran.queries.js';
import { isPenawaranSlug } from '../../../src/shared/penawaran.js';
import { availabilityOf } from '../../../src/shared/ketersediaan.js';
import { listHabisByProduk } from '../ketersediaan/ketersediaan.queries.js';
import { listUkuranByProduk } from '../ukuran/ukuran.queries.js';
import { listWarnaByProduk } from '../warna/warna.queries.js';
import type { AppDeps } from '../../trpc/context.js';

/** What finding a target reads: the settings, the catalogue, and the shop's address. */
export type TargetDeps = Pick<AppDeps, 'config' | 'db' | 'settings'>;

// Where each /keluar button goes (klik.redirect.ts answers them): a link the shop stored (on the
// product, or in its settings), never one from the request, so there is no open redirect;
// undefined is the 404 page.

const MAX_ID = 2_147_483_647;

/** A row id written the plain way (`12`, not `0x0c` or `1e1`), else 0. */
function idFrom(text: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : 0;
  return id <= MAX_ID ? id : 0;
}

export interface Target {
  url: string;
  kanal: KanalKeluar;
  idProduk: number | null;
  /** The special offer whose button it is (counted per offer, docs/product.md §12). */
  idPenawaran?: number;
  /**
   * What else makes it another button for the repeat check: the product's colour and size or
   * the shop's topic on WhatsApp (each names something else in the message). Never taken from
   * the request as given: only a colour or size of that product or a fixed topic.
   */
  detail?: string;
  /** Not a click out: back to the product's page (a size that is Habis in that colour). */
  back?: string;
}

/** Only https links leave the shop (docs/architecture.md §7); anything else is not followed. */
function safeUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    // `href` is the parsed link, percent-encoded: a pasted en dash cannot break the header.
    const url = new URL(link);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const whatsappShop = (config: Config, shop: Pengaturan): WhatsappShop => ({
  name: shop.name,
  publicUrl: config.publicUrl,
  templates: templatesOf(shop),
});
/** The shop's first WhatsApp number: the one behind every WhatsApp button. */
const mainWhatsapp = (shop: Pengaturan) => shop.whatsapp[0] ?? '';

export async function shopTarget(
  { settings }: TargetDeps,
  kanal: string,
): Promise<Target | undefined> {
  if (!isKanalKeluar(kanal)) return undefined;
  const shop = await settings.current();
  const marketplaces = {
    shopee: shop.shopee,
    tokopedia: shop.tokopedia,
    tiktok: shop.tiktokShop,
  };
  const url =
    kanal === 'whatsapp' ? whatsappLink(mainWhatsapp(shop)) : safeUrl(marketplaces[kanal]);
  return url ? { url, kanal, idProduk: null } : undefined;
}

export async function shopTopicTarget(
  { config, db, settings }: TargetDeps,
  topic: string,
): Promise<Target | undefined> {
  const shop = await settings.current();
  // Another of the shop's numbers (Pengaturan lists up to three): an empty chat on it.
  const nomor = whatsappNomorOf(topic);
  if (nomor !== undefined) {
    const number = shop.whatsapp[nomor - 1];
    return number
      ? { url: whatsappLink(number), kanal: 'whatsapp', idProduk: null, detail: topic }
      : undefined;
  }
  const message = whatsappTopicMessage(topic, whatsappShop(config, shop));
  if (message) {
    return {
      url: whatsappLink(mainWhatsapp(shop), message),
      kanal: 'whatsapp',
      idProduk: null,
      detail: topic,
    };
  }
  // Else a special offer's button, by its slug (a Draf offer, or one outside its window, is
  // not ordered: the 404 page).
  if (!isPenawaranSlug(topic)) return undefined;
  const penawaran = await findReachablePenawaranBySlug(db, topic);
  if (!penawaran) return undefined;
  return {
    url: whatsappLink(
      mainWhatsapp(shop),
      penawaranWhatsappMessage(whatsappShop(config, shop), penawaran),
    ),
    kanal: 'whatsapp',
    idProduk: null,
    idPenawaran: penawaran.id,
    detail: topic,
  };
}

export async function produkTarget(
  { config, db, settings }: TargetDeps,
  idParam: string,
  kanal: string,
  warnaParam: unknown,
  ukuranParam: unknown,
): Promise<Target | undefined> {
  const id = idFrom(idParam);
  if (!isKanalKeluar(kanal) || id === 0) return undefined;
  // A product visitors cannot reach (Draf, or outside its Tayang window) has no buy buttons:
  // its click-outs are the 404 page, as its page is (docs/product.md, status and schedule).
  const produk = await findReachableProdukById(db, id);
  if (!produk) return undefined;
  if (kanal !== 'whatsapp') {
    const url = safeUrl(produk[`link_${kanal}`]);
    return url ? { url, kanal, idProduk: produk.id } : undefined;
  }
  // The colour and size chosen on the page (the order form: docs/product.md §10), each when
  // it is one of this product's; else none.
  const idWarna = typeof warnaParam === 'string' ? idFrom(warnaParam) : 0;
  const idUkuran = typeof ukuranParam === 'string' ? idFrom(ukuranParam) : 0;
  const [colours, sizes, habis] = await Promise.all([
    idWarna || idUkuran ? listWarnaByProduk(db, produk.id) : [],
    idUkuran ? listUkuranByProduk(db, produk.id) : [],
    idUkuran ? listHabisByProduk(db, produk.id) : [],
  ]);
  const colour = colours.find((w) => w.id === idWarna);
  const size = sizes.find((u) => u.id === idUkuran);
  const page = `${config.publicUrl}/detail/${produk.id}${colour ? `?warna=${colour.id}` : ''}`;
  // A size that is Habis in that colour is not ordered: its page says so (the page's form does
  // not send one; this is a page kept from before the size ran out).
  if (size) {
    const available = availabilityOf(
      colours.map((w) => w.id),
      sizes.map((u) => u.id),
      habis,
    );
    if (!available.size(size.id, colour?.id)) {
      return { url: '', kanal, idProduk: produk.id, back: page.slice(config.publicUrl.length) };
    }
  }
  const shop = await settings.current();
  const message = produkWhatsappMessage(whatsappShop(config, shop), {
    nama_produk: produk.nama_produk,
    price: discountedPrice(produk.harga, produk.diskon),
    url: page,
    warna: colour?.warna,
    ukuran: size?.ukuran,
    usia: size?.usia,
  });
  const detail = [colour && `warna:${colour.id}`, size && `ukuran:${size.id}`].filter(Boolean);
  return {
    url: whatsappLink(mainWhatsapp(shop), message),
    kanal,
    idProduk: produk.id,
    ...(detail.length > 0 && { detail: detail.join(' ') }),
  };
}
