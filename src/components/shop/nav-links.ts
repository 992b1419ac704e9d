import { KATEGORI } from '../../shared/kategori';

// The storefront's pages as the menu and footer name them (docs/product.md §2 Shared top bar, footer).

/** The home page's name in the menu and in breadcrumbs. */
export const HOME_LABEL = 'Home';

/** Each page's path and its name in the menu and footer, in one place. */
const page = {
  home: { to: '/', label: HOME_LABEL },
  kategori: { to: '/kategori', label: 'Kategori' },
  caraOrder: { to: '/caraorder', label: 'Cara Order' },
  testimoni: { to: '/testimoni', label: 'Testimoni' },
  penawaran: { to: '/penawarankhusus', label: 'Penawaran Khusus' },
  kontak: { to: '/kontakkami', label: 'Kontak Kami' },
  tentang: { to: '/tentangkami', label: 'Tentang Kami' },
  faq: { to: '/FAQ', label: 'FAQ' },
  kebijakan: { to: '/kebijakan', label: 'Kebijakan Pengembalian' },
  panduan: { to: '/panduan', label: 'Panduan Perawatan' },
} as const;

/** The pages about the shop that both the menu and the footer list, after their first entries. */
const shopPages = [page.testimoni, page.penawaran, page.kontak, page.tentang] as const;

export const menuLinks = [page.home, page.caraOrder, ...shopPages] as const;

export const kategoriLinks = [
  { to: '/kategori', label: 'Semua Produk' },
  ...KATEGORI.map((k) => ({ to: `/kategori/${k.slug}`, label: k.label })),
];

/** The footer's Halaman column. */
export const footerPageLinks = [page.home, page.kategori, ...shopPages];

export const serviceLinks = [
  page.faq,
  page.caraOrder,
  page.kebijakan,
  page.panduan,
  page.penawaran,
] as const;

/**
 * Whether a menu entry is the page shown, as React Router's NavLink tells it: the same path, or
 * (unless `end`) a path below it, letter case aside; the home page only at `/` itself.
 */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(`${target}/`);
}
