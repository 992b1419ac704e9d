import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '../app';
import { ShopNavigation } from '../components/shop/shop-link';
import { trpc } from '../lib/trpc';
import { fakeTrpcFetch, type FakeHandler } from './fake-trpc';

export const testSite = {
  name: 'Etalase',
  tagline: 'Busana muslim anak',
  email: 'halo@etalase.id',
  phone: '0812-3456-7890',
  whatsapp: '6281234567890',
  address: 'Jl. Cimanuk, Garut, Jawa Barat',
  timeZone: 'Asia/Jakarta',
  mapEmbedUrl: undefined,
  videoEmbedUrl: undefined,
  social: { instagram: undefined, facebook: undefined, tiktok: undefined, youtube: undefined },
  marketplaces: { shopee: 'https://shopee.co.id/toko', tokopedia: undefined, tiktok: undefined },
  publicUrl: 'https://etalase.example',
  year: 2026,
};

/** Shows where the router is, so a test can see a navigation happen. */
function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/**
 * Renders `element` at `path` (matched against `pattern`) with the real providers and tRPC
 * client; the server behind it is `handlers`, answered at the HTTP level.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    pattern = '*',
    handlers = {},
  }: { path?: string; pattern?: string; handlers?: Record<string, FakeHandler> } = {},
) {
  const server = fakeTrpcFetch(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  queryClient.setQueryData(getQueryKey(trpc.site.settings, undefined, 'query'), testSite);
  const trpcClient = trpc.createClient({
    links: [httpBatchLink({ url: 'http://test.local/api/trpc', fetch: server.fetch })],
  });
  const view = render(
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[path]}>
        <ShopNavigation>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </ShopNavigation>
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, server, queryClient };
}
