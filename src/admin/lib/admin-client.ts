import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpBatchLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { loginPath } from '../../shared/admin-paths';
import { copy } from '../../shared/copy';
import { trpc } from '../../lib/trpc';
import { httpStatusOf } from './errors';
import { uploadLink } from './upload-link';

const API_URL = '/api/trpc';

/**
 * A session that ended while the admin worked (expired, logged out elsewhere, deleted on the
 * server): back to the login page, which says why and returns here afterwards.
 */
function onSessionEnded(error: unknown) {
  if (httpStatusOf(error) !== 401) return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(loginPath({ next: here, reason: 'sesi' }));
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onSessionEnded }),
    mutationCache: new MutationCache({ onError: onSessionEnded }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // A 4xx will not get better by asking again.
        retry: (count, error) => (httpStatusOf(error) ?? 500) >= 500 && count < 2,
      },
    },
  });
}

/** Uploads (FormData) go through the progress-reporting link; everything else is batched. */
export function createAdminTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: uploadLink({ url: API_URL, networkError: copy.newsletter.offline }),
        false: httpBatchLink({ url: API_URL }),
      }),
    ],
  });
}
