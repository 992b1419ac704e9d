import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { AppRouter } from '../app-router.js';

// The contract between the server and the React SSR entry (src/entry-server.tsx). Types only:
// the entry is built by Vite and loaded at run time, the server never bundles React code.

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

interface RenderRequest {
  /** Path and query of the page, e.g. `/kategori/gamis?page=2`. */
  url: string;
  /** tRPC helpers bound to the real procedures, with a fresh query cache for this request. */
  helpers: ServerHelpers;
}

export interface RenderResult {
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The rendered app. */
  html: string;
  /** The dehydrated query cache as JSON, for the client to hydrate without refetching. */
  state: string;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
