import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ShopLink } from '../../components/shop/shop-link';
import { copy } from '../../shared/copy';
import { isKnownKategori, KATEGORI, kategoriSlug } from '../../shared/kategori';
import { CATEGORY_PAGE_SIZE } from '../../shared/limits';
import {
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type ProdukFilters,
} from '../../shared/produk-filter';
import { CategoryFilters } from '../../components/shop/category-filters';
import { NotFound } from '../../components/shop/not-found';
import { categoryTrail } from '../../components/shop/category-trail';
import { PageHero } from '../../components/shop/page-hero';
import { Pagination } from '../../components/shop/pagination';
import { ProductPageGrid } from '../../components/shop/product-card';
import { PageMeta } from '../../lib/head';
import { categoryShareImagePath } from '../../shared/share-images';
import { breadcrumbList, jsonLdGraph } from '../../lib/structured-data';
import type { Prefetch } from '../../lib/prefetch';
import { isPastLastPage, pageFromSearch } from '../../shared/page-query';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

function listInput(filter: string | undefined, page: number, filters: ProdukFilters) {
  return { kategori: filter, page, pageSize: CATEGORY_PAGE_SIZE, ...filters };
}

/**
 * A category the shop does not offer and no product has is no page (HTTP 404), whatever the
 * filters in its address. An offered one without products says so (docs/product.md §2
 * Category); a category an admin typed for some products lists them. Told by the category's
 * price span, which is empty only when no product has the category.
 */
function isUnknownCategory(
  filter: string | undefined,
  options: { harga: unknown } | undefined,
): boolean {
  const slug = kategoriSlug(filter);
  return slug !== undefined && !isKnownKategori(slug) && options?.harga === null;
}

export const prefetchCategory: Prefetch = async ({ helpers, params, search }) => {
  const page = pageFromSearch(search);
  const [list, options] = await Promise.all([
    helpers.produk.list.fetch(listInput(params.filter, page, filtersFromSearch(search))),
    helpers.produk.filterOptions.fetch({ kategori: params.filter }),
  ]);
  return isUnknownCategory(params.filter, options) ||
    isPastLastPage(page, list.total, CATEGORY_PAGE_SIZE)
    ? { status: 404 }
    : undefined;
};

/** /kategori and /kategori/{filter} (docs/product.md §2 Category, docs/architecture.md §7). */
export function CategoryPage() {
  const site = useSite();
  const navigate = useNavigate();
  const { filter } = useParams();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const filters = filtersFromSearch(search);
  const filtered = hasFilters(filters);
  const { data, error, isPlaceholderData } = trpc.produk.list.useQuery(
    listInput(filter, page, filters),
    {
      placeholderData: (previous) => previous,
    },
  );
  const options = trpc.produk.filterOptions.useQuery({ kategori: filter }, { staleTime: 60_000 });
  const slug = kategoriSlug(filter);
  const known = slug !== undefined && isKnownKategori(slug);
  const heroKey = known ? slug : 'all';
  const hero = copy.category.hero[heroKey];
  const basePath = filter ? `/kategori/${filter}` : '/kategori';
  const pages = data ? Math.ceil(data.total / CATEGORY_PAGE_SIZE) : 0;
  // A filter the server refuses (a NUL byte, over 60 characters) is no category either.
  if (
    isUnknownCategory(filter, options.data) ||
    error?.data?.code === 'BAD_REQUEST' ||
    (data && !isPlaceholderData && isPastLastPage(page, data.total, CATEGORY_PAGE_SIZE))
  ) {
    return <NotFound />;
  }

  return (
    <>
      <PageMeta
        title={copy.pagedTitle(hero.title, page)}
        description={copy.category.metaDescription(hero.title, hero.lead, site.name)}
        // The order is no other page: the canonical URL leaves it out.
        path={`${basePath}${filtersToSearch(filters, { page, withSort: false })}`}
        image={categoryShareImagePath(slug)}
        jsonLd={jsonLdGraph(breadcrumbList(site.publicUrl, categoryTrail(filter, basePath)))}
      />
      <PageHero title={hero.title} lead={hero.lead} illustration={heroKey} compact />
      <section className="mx-auto max-w-6xl px-4" aria-labelledby="daftar-produk">
        {/* The cards' names are h3: the list needs its h2 between them and the page's h1. */}
        <h2 id="daftar-produk" className="sr-only">
          {copy.category.list}
        </h2>
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-stone-600" aria-live="polite">
            {data ? copy.category.showing(data.items.length, data.total) : ' '}
          </p>
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            {copy.category.filter}
            <select
              value={known ? slug : ''}
              // Before React has taken over, the entry goes to the chosen category at once
              // (src/entry-client.tsx); after, the router does, without a new page.
              data-navigate="/kategori"
              onChange={(event) =>
                void navigate(event.target.value ? `/kategori/${event.target.value}` : '/kategori')
              }
              className="rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold"
            >
              <option value="">{copy.category.all}</option>
              {(['lakilaki', 'perempuan', 'setelan', 'gamis', 'atasan'] as const).map((slug) => (
                <option key={slug} value={slug}>
                  {KATEGORI.find((k) => k.slug === slug)?.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <CategoryFilters basePath={basePath} filters={filters} options={options.data} />
        {data && data.items.length === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
            <p>{filtered ? copy.category.noMatch : copy.category.empty}</p>
            {filtered && (
              <ShopLink
                to={`${basePath}${filtersToSearch({ urut: filters.urut })}`}
                className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
              >
                {copy.category.filters.clear}
              </ShopLink>
            )}
          </div>
        ) : (
          <ProductPageGrid items={data?.items} />
        )}
        <Pagination
          page={page}
          pages={pages}
          basePath={basePath}
          pageHref={(p) => `${basePath}${filtersToSearch(filters, { page: p })}`}
        />
      </section>
    </>
  );
}
