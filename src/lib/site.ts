import { trpc } from './trpc';

/** The shop's details from configuration; always in the cache (prefetched for every page). */
export function useSite() {
  const { data } = trpc.site.settings.useQuery(undefined, { staleTime: Infinity });
  if (!data) throw new Error('site.settings was not prefetched');
  return data;
}
