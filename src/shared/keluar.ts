import { formatRupiah } from './price.js';
import { fillTemplate, type TemplateName } from './whatsapp-template.js';

// Every button that leaves the shop for a marketplace or WhatsApp goes through /keluar, which
// counts the click and answers 302 to a link the shop stored (docs/product.md §10). The paths
// and the WhatsApp messages are made here, for the pages and for the redirect alike.

export const MARKETPLACE_KANAL = ['shopee', 'tokopedia', 'tiktok'] as const;
export const KANAL_KELUAR = [...MARKETPLACE_KANAL, 'whatsapp'] as const;
export type MarketplaceKanal = (typeof MARKETPLACE_KANAL)[number];
export type KanalKeluar = (typeof KANAL_KELUAR)[number];

export const KANAL_LABEL: Record<KanalKeluar, string> = {
  shopee: 'Shopee',
  tokopedia: 'Tokopedia',
  tiktok: 'TikTok Shop',
  whatsapp: 'WhatsApp',
};

export function isKanalKeluar(value: string): value is KanalKeluar {
  return (KANAL_KELUAR as readonly string[]).includes(value);
}

/** What fills the shop's WhatsApp templates wherever a chat is opened from. */
export interface WhatsappShop {
  /** The shop's name, `{toko}`. */
  name: string;
  /** The shop's address on the web (PUBLIC_URL), for `{url}` of the shop-level chats. */
  publicUrl: string;
  templates: Record<TemplateName, string>;
}

/** Which template each fixed topic uses; the special offers use `paket` (or their own message). */
const topicTemplates = {
  tanya: 'tanya',
  retur: 'retur',
  'konsultasi-ukuran': 'konsultasiUkuran',
} as const satisfies Record<string, TemplateName>;

export type WhatsappTopic = keyof typeof topicTemplates;

/** What a shop-level WhatsApp chat on `topic` opens with; undefined for an unknown topic. */
export function whatsappTopicMessage(topic: string, shop: WhatsappShop): string | undefined {
  if (!Object.hasOwn(topicTemplates, topic)) return undefined;
  const template = shop.templates[topicTemplates[topic as WhatsappTopic]];
  return fillTemplate(template, { toko: shop.name, url: `${shop.publicUrl}/` });
}

/**
 * What a special offer's "Pesan Sekarang" opens with: the offer's own message when the owner
 * wrote one, else the shop's Paket template (docs/product.md §13).
 */
export function penawaranWhatsappMessage(
  shop: WhatsappShop,
  penawaran: { nama: string; harga: number; pesan_whatsapp: string | null },
): string {
  return fillTemplate(penawaran.pesan_whatsapp ?? shop.templates.paket, {
    toko: shop.name,
    produk: penawaran.nama,
    harga: formatRupiah(penawaran.harga),
    url: `${shop.publicUrl}/penawarankhusus`,
  });
}

/**
 * The message a product's WhatsApp button opens with: enough for the shop to know the item.
 * A colour, size or age not chosen is left out (the template's [parts]).
 */
export function produkWhatsappMessage(
  shop: WhatsappShop,
  produk: {
    nama_produk: string;
    price: number;
    url: string;
    warna?: string | undefined;
    ukuran?: string | undefined;
    usia?: string | undefined;
  },
): string {
  return fillTemplate(shop.templates.produk, {
    toko: shop.name,
    produk: produk.nama_produk,
    harga: formatRupiah(produk.price),
    url: produk.url,
    warna: produk.warna,
    ukuran: produk.ukuran,
    usia: produk.usia,
  });
}

export function whatsappLink(number: string, message?: string): string {
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

export type KeluarPath = `/keluar/${string}`;

/** A product's button: `/keluar/12/shopee`; WhatsApp names the chosen colour: `?warna=3`. */
export function keluarProdukPath(
  idProduk: number,
  kanal: KanalKeluar,
  idWarna?: number,
): KeluarPath {
  const colour = kanal === 'whatsapp' && idWarna ? `?warna=${idWarna}` : '';
  return `/keluar/${idProduk}/${kanal}${colour}`;
}

/** The shop's own marketplace page, or a WhatsApp chat on one of the fixed topics. */
export function keluarTokoPath(kanal: KanalKeluar, topic?: WhatsappTopic): KeluarPath {
  return kanal === 'whatsapp' && topic ? `/keluar/toko/whatsapp/${topic}` : `/keluar/toko/${kanal}`;
}

/**
 * A special offer's WhatsApp button, named by its slug: `/keluar/toko/whatsapp/paket-lebaran-ceria`,
 * the path the two bundles had before they were rows, so links already shared keep counting.
 */
export function keluarPenawaranPath(slug: string): KeluarPath {
  return `/keluar/toko/whatsapp/${encodeURIComponent(slug)}`;
}

/** The shop's second, third… WhatsApp number (Pengaturan): `/keluar/toko/whatsapp/nomor-2`. */
export function keluarWhatsappNomorPath(nomor: number): KeluarPath {
  return `/keluar/toko/whatsapp/nomor-${nomor}`;
}

/** The number (2, 3…) a `nomor-N` topic names, or undefined. */
export function whatsappNomorOf(topic: string): number | undefined {
  const match = /^nomor-([2-9])$/.exec(topic);
  return match ? Number(match[1]) : undefined;
}
