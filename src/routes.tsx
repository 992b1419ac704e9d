import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './components/shop/shop-layout';
import { UNSUBSCRIBE_PATH } from './shared/newsletter-consent';
import { SEARCH_PATH } from './shared/search';
import { lazyPage, type LazyPage } from './lib/lazy-page';

export interface RouteHandle {
  /** The page's own chunk, with its prefetch (src/lib/lazy-page.tsx). */
  page?: LazyPage;
}

const page = (path: string, lazy: LazyPage): RouteObject => ({
  path,
  element: <lazy.Element />,
  caseSensitive: true,
  handle: { page: lazy } satisfies RouteHandle,
});

// Each page is a chunk of its own: a visitor downloads the shell (top bar, footer) and the page
// they opened, and the next page when they go there (docs/architecture.md §8).
const pages = {
  login: lazyPage('src/pages/shop/login-page.tsx', () =>
    import('./pages/shop/login-page').then((m) => ({ Page: m.LoginPage })),
  ),
  home: lazyPage('src/pages/shop/home-page.tsx', () =>
    import('./pages/shop/home-page').then((m) => ({ Page: m.HomePage, prefetch: m.prefetchHome })),
  ),
  category: lazyPage('src/pages/shop/category-page.tsx', () =>
    import('./pages/shop/category-page').then((m) => ({
      Page: m.CategoryPage,
      prefetch: m.prefetchCategory,
    })),
  ),
  product: lazyPage('src/pages/shop/product-page.tsx', () =>
    import('./pages/shop/product-page').then((m) => ({
      Page: m.ProductPage,
      prefetch: m.prefetchProduct,
    })),
  ),
  howToOrder: lazyPage('src/pages/shop/how-to-order-page.tsx', () =>
    import('./pages/shop/how-to-order-page').then((m) => ({ Page: m.HowToOrderPage })),
  ),
  testimoni: lazyPage('src/pages/shop/testimoni-page.tsx', () =>
    import('./pages/shop/testimoni-page').then((m) => ({
      Page: m.TestimoniPage,
      prefetch: m.prefetchTestimoni,
    })),
  ),
  offers: lazyPage('src/pages/shop/offers-page.tsx', () =>
    import('./pages/shop/offers-page').then((m) => ({
      Page: m.OffersPage,
      prefetch: m.prefetchOffers,
    })),
  ),
  contact: lazyPage('src/pages/shop/contact-page.tsx', () =>
    import('./pages/shop/contact-page').then((m) => ({ Page: m.ContactPage })),
  ),
  about: lazyPage('src/pages/shop/about-page.tsx', () =>
    import('./pages/shop/about-page').then((m) => ({ Page: m.AboutPage })),
  ),
  faq: lazyPage('src/pages/shop/faq-page.tsx', () =>
    import('./pages/shop/faq-page').then((m) => ({ Page: m.FaqPage, prefetch: m.prefetchFaq })),
  ),
  returnPolicy: lazyPage('src/pages/shop/return-policy-page.tsx', () =>
    import('./pages/shop/return-policy-page').then((m) => ({ Page: m.ReturnPolicyPage })),
  ),
  washingGuide: lazyPage('src/pages/shop/washing-guide-page.tsx', () =>
    import('./pages/shop/washing-guide-page').then((m) => ({ Page: m.WashingGuidePage })),
  ),
  unsubscribe: lazyPage('src/pages/shop/unsubscribe-page.tsx', () =>
    import('./pages/shop/unsubscribe-page').then((m) => ({
      Page: m.UnsubscribePage,
      prefetch: m.prefetchUnsubscribe,
    })),
  ),
  search: lazyPage('src/pages/shop/search-page.tsx', () =>
    import('./pages/shop/search-page').then((m) => ({
      Page: m.SearchPage,
      prefetch: m.prefetchSearch,
    })),
  ),
  notFound: lazyPage('src/pages/shop/not-found-page.tsx', () =>
    import('./pages/shop/not-found-page').then((m) => ({
      Page: m.NotFoundPage,
      prefetch: m.prefetchNotFound,
    })),
  ),
};

/** Every public route of docs/product.md §2, in one table (the admin area is its own app, src/admin). */
export const routes: RouteObject[] = [
  // The admin login stands alone, without the shop's top bar and footer.
  page('/login', pages.login),
  {
    element: <ShopLayout />,
    children: [
      page('/', pages.home),
      page('/kategori', pages.category),
      page('/kategori/:filter', pages.category),
      page('/detail/:id', pages.product),
      page('/caraorder', pages.howToOrder),
      page('/testimoni', pages.testimoni),
      page('/penawarankhusus', pages.offers),
      page('/kontakkami', pages.contact),
      page('/tentangkami', pages.about),
      page('/FAQ', pages.faq),
      page('/kebijakan', pages.returnPolicy),
      page('/panduan', pages.washingGuide),
      page(UNSUBSCRIBE_PATH, pages.unsubscribe),
      page(SEARCH_PATH, pages.search),
      page('*', pages.notFound),
    ],
  },
];

type MatchedPage = { match: RouteMatch; page: LazyPage };

/**
 * Paths matched so far: matching ranks every route anew, a measurable part of a server render
 * (issue 18 item 2). Bounded; a match is only read.
 */
const MAX_MATCHED_PATHS = 1_000;
const matched = new Map<string, { matches: RouteMatch[] | null; pages: MatchedPage[] }>();

function matchFor(pathname: string) {
  let found = matched.get(pathname);
  if (found) return found;
  const matches = matchRoutes(routes, pathname);
  found = {
    matches,
    pages: (matches ?? []).flatMap((match) => {
      const page = (match.route.handle as RouteHandle | undefined)?.page;
      return page ? [{ match, page }] : [];
    }),
  };
  if (matched.size >= MAX_MATCHED_PATHS) matched.clear();
  matched.set(pathname, found);
  return found;
}

/** The routes a path matches, outermost first (what the app renders: src/app.tsx). */
export function matchesFor(pathname: string): RouteMatch[] | null {
  return matchFor(pathname).matches;
}

/** The pages a path renders (one, or none), with the route match each belongs to. */
export function pagesFor(pathname: string): readonly MatchedPage[] {
  return matchFor(pathname).pages;
}
