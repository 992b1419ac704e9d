import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { renderMatches, useLocation } from 'react-router-dom';
import { ShopNavigation } from './components/shop/shop-link';
import { HeadProvider, type HeadCollector } from './lib/head';
import { SiteProvider } from './lib/site';
import type { createTrpcClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { matchesFor } from './routes';

/** The providers both entries wrap the app in; only the router differs (static or browser). */
export function Providers({
  queryClient,
  trpcClient,
  head = null,
  site,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  head?: HeadCollector | null;
  /** The shop's settings, when the caller has them at hand (the server renderer). */
  site?: ComponentProps<typeof SiteProvider>['settings'];
  children: ReactNode;
}) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <HeadProvider collector={head}>
          <SiteProvider settings={site}>{children}</SiteProvider>
        </HeadProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export function App() {
  // Pages load their own chunk (src/lib/lazy-page.tsx). The first page is loaded before rendering
  // and later ones inside the router's transition, so this boundary never shows on its own.
  // The routes' matches, kept per path (useRoutes would rank every route on every render).
  const { pathname } = useLocation();
  return (
    <ShopNavigation>
      <Suspense fallback={null}>{renderMatches(matchesFor(pathname))}</Suspense>
    </ShopNavigation>
  );
}
