import { use, type ComponentType } from 'react';
import type { Prefetch } from './prefetch';

// Route-level code splitting that still renders on the server and hydrates without a waterfall
// (docs/architecture.md §8): each page is its own chunk. The server loads the matched pages before
// rendering (and names their chunks in the HTML it sends, src/lib/page-chunks.ts); the browser
// loads them before it hydrates, so both render the page synchronously and the markup matches. Only a later
// navigation to a page not loaded yet suspends, inside the router's transition (the old page
// stays on screen until the new one is there).

export interface LoadedPage {
  Page: ComponentType;
  /** Fills the query cache on the server before rendering (src/lib/prefetch.ts). */
  prefetch?: Prefetch | undefined;
}

export interface LazyPage {
  /**
   * The page module's path from the project root, as the Vite manifest names it
   * (`src/pages/shop/home-page.tsx`): the server names that chunk and what it imports.
   */
  module: string;
  /** Loads the page's chunk (once); resolves when it can render synchronously. */
  load(): Promise<LoadedPage>;
  /** The route's element type: the page itself once loaded, else a suspending stand-in. */
  Element: ComponentType;
}

export function lazyPage(module: string, importPage: () => Promise<LoadedPage>): LazyPage {
  let loaded: LoadedPage | undefined;
  let loading: Promise<LoadedPage> | undefined;
  const load = () =>
    (loading ??= importPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // A failed chunk (offline, or a deploy replaced it) may be tried again.
        loading = undefined;
        throw error;
      },
    ));
  function RoutePage() {
    // `load()` hands out the same promise until it fails, as `use` needs.
    const { Page } = loaded ?? use(load());
    return <Page />;
  }
  RoutePage.displayName = `LazyPage(${module})`;
  return { module, load, Element: RoutePage };
}
