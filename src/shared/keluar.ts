import { formatRupiah } from './price.js';

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

/** The special-offer bundles as the owner priced them (docs/product.md §2 Special offers). */
export const BUNDLES = [
  {
    slug: 'paket-lebaran-ceria',
    name: 'Paket Lebaran Ceria',
    price: 180_000,
    old: 418_000,
    off: 26,
  },
  {
    slug: 'paket-akikah-spesial',
    name: 'Paket Akikah Spesial',
    price: 130_000,
    old: 329_000,
    off: 24,
  },
] as const;

/** What a shop-level WhatsApp chat opens with, per topic; `undefined` opens an empty chat. */
const whatsappTopics = {
  tanya: (shop: string) => `Halo ${shop}, saya ingin bertanya.`,
  retur: (shop: string) => `Halo ${shop}, saya ingin mengajukan pengembalian pesanan.`,
  'konsultasi-ukuran': (shop: string) =>
    `Halo ${shop}, saya ingin konsultasi ukuran baju untuk anak saya.`,
  ...Object.fromEntries(
    BUNDLES.map((b) => [
      b.slug,
      (shop: string) =>
        `Halo ${shop}, saya ingin memesan ${b.name} (${formatRupiah(b.price)}). Apakah masih tersedia?`,
    ]),
  ),
} as Record<WhatsappTopic, (shop: string) => string>;

export type WhatsappTopic =
  'tanya' | 'retur' | 'konsultasi-ukuran' | (typeof BUNDLES)[number]['slug'];

export function whatsappTopicMessage(topic: string, shop: string): string | undefined {
  return Object.hasOwn(whatsappTopics, topic)
    ? whatsappTopics[topic as WhatsappTopic](shop)
    : undefined;
}

/** The message a product's WhatsApp button opens with: enough for the shop to know the item. */
export function produkWhatsappMessage(
  shop: string,
  produk: { nama_produk: string; price: number; url: string; warna?: string | undefined },
): string {
  const item = produk.warna ? `${produk.nama_produk} warna ${produk.warna}` : produk.nama_produk;
  return `Halo ${shop}, saya tertarik dengan ${item} (${formatRupiah(produk.price)}). ${produk.url}`;
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
