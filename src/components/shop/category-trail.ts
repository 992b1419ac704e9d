import { copy } from '../../shared/copy';
import { isKnownKategori, kategoriSlug } from '../../shared/kategori';
import { HOME_LABEL } from './nav-links';

/**
 * Where a category page sits in the shop, for breadcrumbs (JSON-LD): Home, the whole
 * collection, and the category itself when the page is one (`path`, its address).
 */
export function categoryTrail(filter: string | undefined, path = '/kategori') {
  const trail = [
    { name: HOME_LABEL, path: '/' },
    { name: copy.category.hero.all.title, path: '/kategori' },
  ];
  const slug = kategoriSlug(filter);
  if (slug === undefined) return trail;
  const name = isKnownKategori(slug) ? copy.category.hero[slug].title : slug;
  return [...trail, { name, path }];
}
