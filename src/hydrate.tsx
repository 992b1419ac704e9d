import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, Providers } from './app';
import { createQueryClient, createTrpcClient } from './lib/query-client';
import { pagesFor } from './routes';

/** Marks the page interactive (`<html data-hydrated>`, for styles and browser tests). */
function HydratedMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

export interface HydrateOptions {
  /** Runs once it has (the page is interactive). */
  onHydrated?: () => void;
}

/**
 * Makes the server-rendered page interactive: the query cache the server sent, then the matched
 * pages' chunks (the entry has asked for them already, src/entry-client.tsx), then React takes
 * over the markup. Rejects, without touching the page, when a chunk cannot be loaded.
 */
export async function hydratePage({ onHydrated }: HydrateOptions = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  const state = document.getElementById('etalase-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

  // Once the chunks are here the pages render synchronously, as on the server. Hydrating in a
  // transition lets React yield to the browser between parts of the page instead of one long task.
  await Promise.all(pagesFor(window.location.pathname).map(({ page }) => page.load()));
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers queryClient={queryClient} trpcClient={createTrpcClient()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Providers>
        <HydratedMark onHydrated={onHydrated} />
      </StrictMode>,
    );
  });
}
