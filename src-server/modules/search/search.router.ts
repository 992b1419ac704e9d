import {
  SEARCH_PAGE_SIZE,
  SEARCH_RESULTS_MAX,
  TOP_SEARCH_COUNT,
  ZERO_RESULT_TOP,
} from '../../../src/shared/limits.js';
import { klikSummaryInput } from '../../../src/shared/schemas/klik.js';
import {
  produkSearchInput,
  listedOf,
  produkSearchPageInput,
  type Produk,
  type ProdukCard,
} from '../../../src/shared/schemas/produk.js';
import type { Context } from '../../trpc/context.js';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { readsAsVisitor } from '../../trpc/kept-reads.js';
import { keptCatalogue } from '../catalogue/catalogue.queries.js';
import { searchProduk, searchProdukPage } from './index.js';
import { searchIndexOf, type SearchIndex } from './search-in-memory.js';
import { countsAsSearch, recordSearch } from './search-log.js';
import { topSearches, zeroResultSummary } from './search-terms.queries.js';

// Every search procedure. The storefront's (produk.search, produk.searchPage) keep the paths
// clients call: the produk router spreads searchProcedures, handing in how products become
// cards, so that search never imports produk. The dashboard's counts are the pencarian router.

/** Products as the cards show them (the produk module's cardsFor). */
export type AsCards = (ctx: Context, produk: readonly Produk[]) => Promise<ProdukCard[]>;

/**
 * A visitor searches the catalogue kept in memory (docs/decisions/0052), as their other reads do;
 * a signed-in admin, or a server whose caches are off, reads the database as it is this moment.
 */
async function visitorSearchIndex(ctx: Context): Promise<SearchIndex | undefined> {
  if (!readsAsVisitor(ctx)) return undefined;
  return searchIndexOf(ctx.db, await keptCatalogue(ctx.db, ctx.catalogueCache));
}

export function searchProcedures(asCards: AsCards) {
  return {
    search: publicProcedure
      .input(produkSearchInput)
      .query(async ({ ctx, input }) =>
        searchProduk(
          ctx.db,
          input.query,
          input.limit,
          ctx.searchCaches,
          await visitorSearchIndex(ctx),
        ),
      ),

    /**
     * The search page (/cari): a page of results as cards. A search by a person is counted for
     * the dashboard (the most searched terms, and those that find nothing); failing to count it
     * never fails the search.
     */
    searchPage: publicProcedure.input(produkSearchPageInput).query(async ({ ctx, input }) => {
      const answer =
        input.query === ''
          ? { items: [], total: 0, more: false, page: 1, synonyms: [], pageSize: SEARCH_PAGE_SIZE }
          : await ctx.searchCaches.pages.get(
              // A visitor's answer comes from the kept catalogue, an admin's from the database.
              JSON.stringify([input.query, input.page, readsAsVisitor(ctx)]),
              async () => {
                const found = await searchProdukPage(
                  ctx.db,
                  input.query,
                  { page: input.page, pageSize: SEARCH_PAGE_SIZE, max: SEARCH_RESULTS_MAX },
                  ctx.searchCaches,
                  await visitorSearchIndex(ctx),
                );
                return {
                  ...found,
                  items: (await asCards(ctx, found.items)).map(listedOf),
                  pageSize: SEARCH_PAGE_SIZE,
                };
              },
            );
      if (input.query !== '' && countsAsSearch(ctx)) {
        await recordSearch(ctx, input.query, answer.total > 0).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'pencarian tidak tercatat'),
        );
      }
      return answer;
    }),
  };
}

export const pencarianRouter = router({
  /** The dashboard's searches with no result this month (docs/product.md §10). */
  zeroResults: adminProcedure.query(({ ctx }) =>
    zeroResultSummary(ctx.db, ctx.config.shop.timeZone, ZERO_RESULT_TOP),
  ),

  /** The dashboard's most searched terms of the last 7 or 30 days (docs/product.md §10). */
  top: adminProcedure
    .input(klikSummaryInput)
    .query(({ ctx, input }) =>
      topSearches(ctx.db, input.hari, ctx.config.shop.timeZone, TOP_SEARCH_COUNT),
    ),
});
