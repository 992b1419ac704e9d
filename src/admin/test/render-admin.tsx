import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import type { Me } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { SiteProvider } from '../../lib/site';
import { fakeTrpcFetch, type FakeHandler } from '../../test/fake-trpc';
import { testSite } from '../../test/render-page';
import { ReloginDialog } from '../components/relogin-dialog';
import { MeProvider } from '../lib/me';
import { reloginLink } from '../lib/relogin-link';

// Renders an admin page with the admin's real providers and tRPC client; the server behind it
// is `handlers`, answered at the HTTP level (uploads too, through an unbatched link).

export const mainAdmin: Me = { id: 1, username: 'admin', isMainAdmin: true };
export const secondAdmin: Me = { id: 2, username: 'rina', isMainAdmin: false };

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export function renderAdmin(
  element: ReactNode,
  {
    path = '/admin',
    pattern = '/admin/*',
    me = mainAdmin,
    handlers = {},
    relogin = false,
    keepDrafts = false,
  }: {
    path?: string;
    pattern?: string;
    me?: Me;
    handlers?: Record<string, FakeHandler>;
    /** With the admin's logging in again in place (a 401 waits for it, lib/relogin-link.ts). */
    relogin?: boolean;
    /** Keeps the drafts an earlier render of the same test left (a reload). */
    keepDrafts?: boolean;
  } = {},
) {
  // Sonner keeps its toasts in module state: a test must not see the previous test's toasts.
  toast.dismiss();
  // Forms kept as drafts in this tab (lib/form-draft.ts) belong to the test that typed them.
  if (!keepDrafts) window.sessionStorage.clear();
  const server = fakeTrpcFetch(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  queryClient.setQueryData(getQueryKey(trpc.site.settings, undefined, 'query'), testSite);
  const url = 'http://test.local/api/trpc';
  const trpcClient = trpc.createClient({
    links: [
      ...(relogin ? [reloginLink()] : []),
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, fetch: server.fetch }),
        false: httpBatchLink({ url, fetch: server.fetch }),
      }),
    ],
  });
  const view = render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MeProvider me={me}>
          <SiteProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
              <Location />
            </MemoryRouter>
            {relogin && <ReloginDialog />}
          </SiteProvider>
        </MeProvider>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...view, server, queryClient };
}
