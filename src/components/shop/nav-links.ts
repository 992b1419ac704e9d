import { KATEGORI } from '../../shared/kategori';

// The storefront's pages as the menu and footer name them (docs/product.md §2 Shared top bar, footer).

/** The home page's name in the menu and in breadcrumbs. */
export const HOME_LABEL = 'Home';

export const menuLinks = [
  { to: '/', label: HOME_LABEL },
  { to: '/caraorder', label: 'Cara Order' },
  { to: '/testimoni', label: 'Testimoni' },
  { to: '/penawarankhusus', label: 'Penawaran Khusus' },
  { to: '/kontakkami', label: 'Kontak Kami' },
  { to: '/tentangkami', label: 'Tentang Kami' },
] as const;

export const kategoriLinks = [
  { to: '/kategori', label: 'Semua Produk' },
  ...KATEGORI.map((k) => ({ to: `/kategori/${k.slug}`, label: k.label })),
];

/** The footer's Halaman column. */
export const footerPageLinks = [
  { to: '/', label: 'Home' },
  { to: '/kategori', label: 'Kategori' },
  { to: '/testimoni', label: 'Testimoni' },
  { to: '/penawarankhusus', label: 'Penawaran Khusus' },
  { to: '/kontakkami', label: 'Kontak Kami' },
  { to: '/tentangkami', label: 'Tentang Kami' },
];

export const serviceLinks = [
  { to: '/FAQ', label: 'FAQ' },
  { to: '/caraorder', label: 'Cara Order' },
  { to: '/kebijakan', label: 'Kebijakan Pengembalian' },
  { to: '/panduan', label: 'Panduan Perawatan' },
  { to: '/penawarankhusus', label: 'Penawaran Khusus' },
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
