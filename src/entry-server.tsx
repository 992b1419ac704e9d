import { readFileSync } from 'node:fs';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RenderPage } from '../src-server/http/ssr-contract';
import { App, Providers } from './app';
import { WithoutChrome } from './components/shop/shop-layout';
import { ChromeSnapshots, chromeOf, withChrome } from './lib/chrome-snapshot';
import { renderHeadHtml, type HeadCollector } from './lib/head';
import { jsonOf, KeptMarkupContext } from './lib/kept-markup';
import { KeptMarkupStore } from './lib/kept-markup-store';
import { pageChunks, pageChunksHtml, type ViteManifest } from './lib/page-chunks';
import { escapeJsonForHtml } from './shared/escape-json';
import { createTrpcClient } from './lib/query-client';
import { pagesFor } from './routes';

/**
 * The client build's manifest, for naming each page's chunks: beside this file's build
 * (dist/server/entry-server.js → dist/client/.vite/manifest.json). Vite's dev server and the
 * tests render from source and load no chunks.
 */
const manifest: ViteManifest = import.meta.env.PROD
  ? (JSON.parse(
      readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as ViteManifest)
  : {};

/**
 * The chrome around the pages, by path and settings (src/lib/chrome-snapshot.ts): the paths
 * visitors open, a few hundred at most in a shop's run; any other path is rendered whole once more.
 */
export const chromes = new ChromeSnapshots(500);

/**
 * Product cards' markup by their props (src/lib/kept-markup.tsx): the demo catalogue's cards in
 * every variant a few times over; a large catalogue keeps the cards drawn most recently.
 */
export const keptMarkup = new KeptMarkupStore(2 * 1024 * 1024);

/** The pages' tRPC client: the server renders from the prefetched cache and never sends with it. */
const trpcClient = createTrpcClient('http://etalase.local/api/trpc');

/** The head tags of each set of page modules: the build's manifest does not change while it runs. */
const chunkTags = new Map<string, string>();
function chunksHtmlFor(modules: string[]): string {
  const key = modules.join('\n');
  let tags = chunkTags.get(key);
  if (tags === undefined) {
    tags = pageChunksHtml(pageChunks(manifest, modules));
    chunkTags.set(key, tags);
  }
  return tags;
}

/**
 * Renders a public page on the server with its data (docs/architecture.md §8): runs the matched routes'
 * prefetches through the real procedures, renders, and hands back head tags, markup, status and
 * the cache for the browser to hydrate without fetching again.
 */
export const render: RenderPage = async ({ url, helpers }) => {
  const location = new URL(url, 'http://etalase.local');
  const site = await helpers.site.settings.fetch();
  let status = 200;
  // The page's chunk first: it holds the prefetch, and must be there to render synchronously.
  const pages = pagesFor(location.pathname);
  for (const { match, page } of pages) {
    const { prefetch } = await page.load();
    const result = await prefetch?.({
      helpers,
      params: match.params,
      search: location.searchParams,
    });
    if (result?.status) status = result.status;
  }
  // prefetch() keeps failures in the cache instead of throwing; a page without its data must
  // not pass for a good one (the server answers 503 instead).
  const failed = helpers.queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed[0]) throw failed[0].state.error ?? new Error('prefetch failed');

  const head: HeadCollector = { data: undefined };
  const renderApp = (bare: boolean, collector: HeadCollector) =>
    keptMarkup.render(() =>
      renderToString(
        <Providers
          queryClient={helpers.queryClient}
          trpcClient={trpcClient}
          head={collector}
          site={site}
        >
          <KeptMarkupContext.Provider value={keptMarkup}>
            <WithoutChrome.Provider value={bare}>
              <StaticRouter location={location.pathname + location.search}>
                <App />
              </StaticRouter>
            </WithoutChrome.Provider>
          </KeptMarkupContext.Provider>
        </Providers>,
      ),
    );
  // The chrome reads the path (the menu's current page) and the settings, nothing else.
  // Once per settings answer: the settings are kept between saves.
  const settings = jsonOf(site);
  const chrome = chromes.get(location.pathname, settings);
  let html = chrome ? withChrome(renderApp(true, head), chrome) : undefined;
  if (html === undefined) {
    html = renderApp(false, head);
    if (chrome === undefined && chromes.seenBefore(location.pathname, settings)) {
      const bare = renderApp(true, { data: undefined });
      chromes.set(location.pathname, settings, chromeOf(html, bare) ?? null);
    }
  }
  const chunks = chunksHtmlFor(pages.map(({ page }) => page.module));
  return {
    status,
    head:
      (head.data
        ? renderHeadHtml(head.data, site.name, site.publicUrl)
        : `<title>${site.name}</title>`) + (chunks ? `\n${chunks}` : ''),
    html,
    state: escapeJsonForHtml(JSON.stringify(dehydrate(helpers.queryClient))),
  };
};
