import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { trpc } from './trpc';

/** One minute fresh: a page hydrated from the server does not fetch its data again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function createTrpcClient(url = '/api/trpc') {
  return trpc.createClient({ links: [httpBatchLink({ url })] });
}
