import type { ComponentType } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './components/shop/shop-layout';
import { BERHENTI_KABAR_PATH, KABARI_SAYA_PATH } from './shared/kabar-stok';
import { CONFIRMED_PATH, UNSUBSCRIBE_PATH } from './shared/newsletter-consent';
import { SEARCH_PATH } from './shared/search';
import { lazyPage, type LazyPage } from './lib/lazy-page';
import type { Prefetch } from './lib/prefetch';

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
const pageModules = import.meta.glob<Record<string, unknown>>('./pages/shop/*-page.tsx');

/** The page `src/pages/shop/<file>.tsx`, its component and, if it has one, its prefetch export. */
function shopPage(file: string, component: string, prefetch?: string): LazyPage {
  const module = `src/pages/shop/${file}.tsx`;
  const importModule = pageModules[`./pages/shop/${file}.tsx`];
  if (!importModule) throw new Error(`No page module ${module}`);
  return lazyPage(module, () =>
    importModule().then((m) => {
      const [Page, load] = [m[component], prefetch === undefined ? undefined : m[prefetch]];
      // The table names exports by string: a misspelt one fails here, not as a blank page.
      if (typeof Page !== 'function' || (prefetch !== undefined && typeof load !== 'function')) {
        throw new Error(`${module} lacks ${component} or ${prefetch ?? 'its prefetch'}`);
      }
      return { Page: Page as ComponentType, prefetch: load as Prefetch | undefined };
    }),
  );
}

/** A route to the page `src/pages/shop/<file>.tsx` (see shopPage). */
const shopRoute = (path: string, file: string, component: string, prefetch?: string) =>
  page(path, shopPage(file, component, prefetch));

// Both category paths render one page, so moving between them keeps it mounted.
const category = shopPage('category-page', 'CategoryPage', 'prefetchCategory');

/** Every public route of docs/product.md §2, in one table (the admin area is its own app, src/admin). */
export const routes: RouteObject[] = [
  // The admin login stands alone, without the shop's top bar and footer.
  shopRoute('/login', 'login-page', 'LoginPage'),
  {
    element: <ShopLayout />,
    children: [
      shopRoute('/', 'home-page', 'HomePage', 'prefetchHome'),
      page('/kategori', category),
      page('/kategori/:filter', category),
      shopRoute('/detail/:id', 'product-page', 'ProductPage', 'prefetchProduct'),
      shopRoute('/caraorder', 'how-to-order-page', 'HowToOrderPage'),
      shopRoute('/testimoni', 'testimoni-page', 'TestimoniPage', 'prefetchTestimoni'),
      shopRoute('/penawarankhusus', 'offers-page', 'OffersPage', 'prefetchOffers'),
      shopRoute('/kontakkami', 'contact-page', 'ContactPage'),
      shopRoute('/tentangkami', 'about-page', 'AboutPage'),
      shopRoute('/FAQ', 'faq-page', 'FaqPage', 'prefetchFaq'),
      shopRoute('/kebijakan', 'return-policy-page', 'ReturnPolicyPage'),
      shopRoute('/panduan', 'washing-guide-page', 'WashingGuidePage'),
      shopRoute(UNSUBSCRIBE_PATH, 'unsubscribe-page', 'UnsubscribePage', 'prefetchUnsubscribe'),
      shopRoute(CONFIRMED_PATH, 'confirmed-page', 'ConfirmedPage', 'prefetchConfirmed'),
      shopRoute(KABARI_SAYA_PATH, 'kabari-saya-page', 'KabariSayaPage'),
      shopRoute(
        BERHENTI_KABAR_PATH,
        'berhenti-kabar-page',
        'BerhentiKabarPage',
        'prefetchBerhentiKabar',
      ),
      shopRoute(SEARCH_PATH, 'search-page', 'SearchPage', 'prefetchSearch'),
      shopRoute('*', 'not-found-page', 'NotFoundPage', 'prefetchNotFound'),
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
