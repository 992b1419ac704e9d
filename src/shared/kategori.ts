// Known product categories (docs/product.md §2 Category). `kategori` stays free text in the database;
// these are the ones the storefront offers in its menu and dropdown, in the spec's order.
export const KATEGORI = [
  { slug: 'lakilaki', label: 'Laki-laki' },
  { slug: 'perempuan', label: 'Perempuan' },
  { slug: 'setelan', label: 'Setelan' },
  { slug: 'gamis', label: 'Gamis' },
  { slug: 'atasan', label: 'Atasan' },
] as const;

export type KategoriSlug = (typeof KATEGORI)[number]['slug'];

export function isKnownKategori(value: string): value is KategoriSlug {
  return KATEGORI.some((k) => k.slug === value);
}

/** A category as the server reads it (trimmed, lower case): `/kategori/Gamis` is gamis. */
export function kategoriSlug(filter: string | undefined): string | undefined {
  return filter?.trim().toLowerCase() || undefined;
}
