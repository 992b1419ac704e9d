import { createContext, useContext, type ReactNode } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src-server/app-router';
import { trpc } from './trpc';

type SiteSettings = inferRouterOutputs<AppRouter>['site']['settings'];

/**
 * The shop's details, read once at the top of the tree: a page asks for them in a dozen places,
 * and a query observer per place was a measurable share of every server render (issue 18).
 */
const SiteContext = createContext<SiteSettings | undefined>(undefined);

/**
 * Hands the settings down to `useSite`; they are in the cache already (prefetched for every
 * page). The server renderer, which has just fetched them, gives them as `settings`: one query
 * observer fewer for each page it renders (issue 33), the same value.
 */
export function SiteProvider({
  settings,
  children,
}: {
  settings?: SiteSettings | undefined;
  children: ReactNode;
}) {
  if (settings) return <SiteContext.Provider value={settings}>{children}</SiteContext.Provider>;
  return <CachedSite>{children}</CachedSite>;
}

function CachedSite({ children }: { children: ReactNode }) {
  const { data } = trpc.site.settings.useQuery(undefined, { staleTime: Infinity });
  if (!data) throw new Error('site.settings was not prefetched');
  return <SiteContext.Provider value={data}>{children}</SiteContext.Provider>;
}

/** The shop's details (site.settings), from the nearest `SiteProvider`. */
export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside a SiteProvider');
  return site;
}
