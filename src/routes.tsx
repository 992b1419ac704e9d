import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './components/shop/shop-layout';
import { BERHENTI_KABAR_PATH, KABARI_SAYA_PATH } from './shared/kabar-stok';
import { CONFIRMED_PATH, UNSUBSCRIBE_PATH } from './shared/newsletter-consent';
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
  confirmed: lazyPage('src/pages/shop/confirmed-page.tsx', () =>
    import('./pages/shop/confirmed-page').then((m) => ({
      Page: m.ConfirmedPage,
      prefetch: m.prefetchConfirmed,
    })),
  ),
  kabariSaya: lazyPage('src/pages/shop/kabari-saya-page.tsx', () =>
    import('./pages/shop/kabari-saya-page').then((m) => ({ Page: m.KabariSayaPage })),
  ),
  berhentiKabar: lazyPage('src/pages/shop/berhenti-kabar-page.tsx', () =>
    import('./pages/shop/berhenti-kabar-page').then((m) => ({
      Page: m.BerhentiKabarPage,
      prefetch: m.prefetchBerhentiKabar,
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
      page(CONFIRMED_PATH, pages.confirmed),
      page(KABARI_SAYA_PATH, pages.kabariSaya),
      page(BERHENTI_KABAR_PATH, pages.berhentiKabar),
      page(SEARCH_PATH, pages.search),
      page('*', pages.notFound),
    ],
  },
];

type MatchedPage = { match: RouteMatch; page: LazyPage };

// Matching a path flattens and ranks every route anew (React Router keeps nothing between calls),
// a measurable part of a server render (issue 18 item 2). Two things keep that small: the paths
// matched so far, and, for a path not seen before (every product page of a large catalogue is
// one), only the routes its first segment allows are matched against.

/** A route path's first segment, lower case; undefined when it may be any (`:id`, `*`). */
function headOf(path: string): string | undefined {
  const head = path.replace(/^\/+/, '').split('/', 1)[0] ?? '';
  return head.startsWith(':') || head.includes('*') || head.includes('?')
    ? undefined
    : head.toLowerCase();
}

const join = (parent: string, path: string | undefined) =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent}/${path}`;

function staticHeads(list: readonly RouteObject[], parent: string, into: Set<string>) {
  for (const route of list) {
    const full = join(parent, route.path);
    const head = headOf(full);
    if (head !== undefined && (route.path !== undefined || route.index)) into.add(head);
    if (route.children) staticHeads(route.children, full, into);
  }
  return into;
}

/** Every static first segment of the table: a path's subset is chosen by one of these, or none. */
let heads: Set<string> | undefined;
/** Per first segment (or '' for none of them): the routes a path starting with it can match. */
const subsets = new Map<string | null, RouteObject[]>();
/** A subset's copy of a parent route → the route itself, so a match names the table's route. */
const originals = new WeakMap<RouteObject, RouteObject>();

/**
 * The routes that can match a path whose first segment is `head` (null: none of the table's):
 * those with that first segment or a dynamic one, with their parents. A route left out has a
 * static first segment the path does not have, so it could not match.
 */
function subsetFor(head: string | null, list: readonly RouteObject[], parent = ''): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of list) {
    const full = join(parent, route.path);
    const own = headOf(full);
    const children = route.children ? subsetFor(head, route.children, full) : undefined;
    const matchable =
      (route.path !== undefined || route.index === true) && (own === undefined || own === head);
    if (children && children.length > 0) {
      const copy = { ...route, children } as RouteObject;
      originals.set(copy, route);
      kept.push(copy);
    } else if (matchable) {
      kept.push(route);
    }
  }
  return kept;
}

function matchRoutesOnce(pathname: string): RouteMatch[] | null {
  const segment = pathname.replace(/^\//, '').split('/', 1)[0] ?? '';
  // An escaped first segment is matched as React Router decodes it: against every route.
  if (segment.includes('%')) return matchRoutes(routes, pathname);
  heads ??= staticHeads(routes, '', new Set());
  const lower = segment.toLowerCase();
  const head = heads.has(lower) ? lower : null;
  let subset = subsets.get(head);
  if (!subset) {
    subset = subsetFor(head, routes);
    subsets.set(head, subset);
  }
  const matches = matchRoutes(subset, pathname);
  return (
    matches?.map((match) => {
      const route = originals.get(match.route);
      return route ? { ...match, route } : match;
    }) ?? null
  );
}

/** Paths matched so far. Bounded; a match is only read. */
const MAX_MATCHED_PATHS = 1_000;
const matched = new Map<string, { matches: RouteMatch[] | null; pages: MatchedPage[] }>();

function matchFor(pathname: string) {
  let found = matched.get(pathname);
  if (found) return found;
  const matches = matchRoutesOnce(pathname);
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
