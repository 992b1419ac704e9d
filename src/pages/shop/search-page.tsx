import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ShopLink } from '../../components/shop/shop-link';
import { copy } from '../../shared/copy';
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, SEARCH_RESULTS_MAX } from '../../shared/limits';
import { cleanSearchText, SEARCH_PATH, searchPagePath } from '../../shared/search';
import { Pagination } from '../../components/shop/pagination';
import { ProductPageGrid } from '../../components/shop/product-card';
import { PageMeta } from '../../lib/head';
import type { Prefetch } from '../../lib/prefetch';
import { pageFromSearch } from '../../shared/page-query';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

const LAST_PAGE = SEARCH_RESULTS_MAX / SEARCH_PAGE_SIZE;

/** The query and page of the address; a page past the last one the search pages through is the last. */
function searchInput(search: URLSearchParams) {
  const query = cleanSearchText(search.get('q') ?? '', SEARCH_MAX_LENGTH);
  return { query, page: Math.min(pageFromSearch(search), LAST_PAGE) };
}

export const prefetchSearch: Prefetch = async ({ helpers, search }) => {
  const input = searchInput(search);
  if (input.query) await helpers.produk.searchPage.prefetch(input);
  return undefined;
};

/** /cari?q=…: every product a search finds, a page at a time (docs/product.md §10). */
export function SearchPage() {
  const site = useSite();
  const [search] = useSearchParams();
  const input = searchInput(search);
  const text = copy.search.page;
  const { data } = trpc.produk.searchPage.useQuery(input, {
    enabled: input.query !== '',
    // Another page of the same search keeps the cards while it loads; a new query does not.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey as
        readonly [unknown, { input?: { query?: string } }?] | undefined;
      return key?.[1]?.input?.query === input.query ? previous : undefined;
    },
  });
  const pages = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;
  const page = data?.page ?? input.page;
  // The query's words, and the synonyms through which it found products (docs/product.md §10).
  const highlight = [input.query, ...(data?.synonyms ?? [])].join(' ');

  return (
    <>
      <PageMeta
        title={copy.pagedTitle(text.metaTitle(input.query), page)}
        description={text.metaDescription(site.name)}
        path={SEARCH_PATH}
        noindex
      />
      <section className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:pt-12">
        <h1 className="text-3xl leading-tight font-extrabold text-brand-700 sm:text-4xl">
          {text.title}
        </h1>
        {/* A plain GET form: the page works the same without JavaScript. Keyed on the query so
            that it shows the new one after a search from the top bar. */}
        <form
          key={input.query}
          role="search"
          aria-label={text.form}
          action={SEARCH_PATH}
          method="get"
          className="mt-5 flex max-w-2xl gap-2"
        >
          <label htmlFor="cari-q" className="sr-only">
            {text.label}
          </label>
          <input
            id="cari-q"
            type="search"
            name="q"
            defaultValue={input.query}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={copy.search.placeholder}
            enterKeyHint="search"
            className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-5 py-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <button
            type="submit"
            className="flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
          >
            <Search aria-hidden size={18} />
            {text.submit}
          </button>
        </form>
      </section>
      <section className="mx-auto max-w-6xl px-4" aria-labelledby="hasil-pencarian">
        <h2 id="hasil-pencarian" className="sr-only">
          {text.list}
        </h2>
        {input.query === '' ? (
          <p className="text-stone-600">{text.prompt}</p>
        ) : data && data.total === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
            <p className="font-semibold text-stone-800">{copy.search.notFound(input.query)}</p>
            <p className="mt-2">{text.tryOther}</p>
            <ShopLink
              to="/kategori"
              className="mt-5 inline-block rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
            >
              {text.seeAll}
            </ShopLink>
          </div>
        ) : (
          <>
            <p className="mb-5 text-sm font-semibold text-stone-600" aria-live="polite">
              {data ? text.found(data.total, input.query, data.more) : ' '}
            </p>
            <ProductPageGrid items={data?.items} highlight={highlight} />
            <Pagination
              page={page}
              pages={pages}
              basePath={SEARCH_PATH}
              pageHref={(p) => searchPagePath(input.query, p)}
            />
          </>
        )}
      </section>
    </>
  );
}
