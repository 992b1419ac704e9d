import type { ServerHelpers } from '../../src-server/http/ssr-contract';

// What a page needs before the server renders it (docs/architecture.md §8). The server runs the prefetch of
// every matched route with tRPC helpers bound to the real procedures, then dehydrates the cache.

interface PrefetchArgs {
  helpers: ServerHelpers;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

interface PrefetchResult {
  /** The page's HTTP status, when it is not 200 (a missing product is a 404). */
  status?: number;
}

export type Prefetch = (args: PrefetchArgs) => Promise<PrefetchResult | undefined>;
