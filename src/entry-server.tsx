import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import type { RenderPage } from '../src-server/http/ssr-contract';
import { App, Providers } from './app';
import { renderHeadHtml, type HeadCollector } from './lib/head';
import { escapeJsonForHtml } from './shared/escape-json';
import { createTrpcClient } from './lib/query-client';
import { routes, type RouteHandle } from './routes';

/**
 * Renders a public page on the server with its data (DESIGN §8): runs the matched routes'
 * prefetches through the real procedures, renders, and hands back head tags, markup, status and
 * the cache for the browser to hydrate without fetching again.
 */
export const render: RenderPage = async ({ url, helpers }) => {
  const location = new URL(url, 'http://etalase.local');
  const site = await helpers.site.settings.fetch();
  let status = 200;
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const prefetch = (match.route.handle as RouteHandle | undefined)?.prefetch;
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
  const html = renderToString(
    <Providers
      queryClient={helpers.queryClient}
      trpcClient={createTrpcClient('http://etalase.local/api/trpc')}
      head={head}
    >
      <StaticRouter location={location.pathname + location.search}>
        <App />
      </StaticRouter>
    </Providers>,
  );
  return {
    status,
    head: head.data
      ? renderHeadHtml(head.data, site.name, site.publicUrl)
      : `<title>${site.name}</title>`,
    html,
    state: escapeJsonForHtml(JSON.stringify(dehydrate(helpers.queryClient))),
  };
};
