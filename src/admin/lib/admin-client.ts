import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { copy } from '../../shared/copy';
import { trpc } from '../../lib/trpc';
import { httpStatusOf } from './errors';
import { reloginLink } from './relogin-link';
import { uploadLink } from './upload-link';

const API_URL = '/api/trpc';

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
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

/**
 * Uploads (FormData) go through the progress-reporting link; everything else is batched. A
 * call the ended session refused waits for the admin to log in again in place, then goes again.
 */
export function createAdminTrpcClient() {
  return trpc.createClient({
    links: [
      reloginLink(),
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: uploadLink({ url: API_URL, networkError: copy.newsletter.offline }),
        false: httpBatchLink({ url: API_URL }),
      }),
    ],
  });
}
