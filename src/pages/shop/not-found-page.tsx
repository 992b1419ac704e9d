import { NotFound } from '../../components/shop/not-found';
import type { Prefetch } from '../../lib/prefetch';

export const prefetchNotFound: Prefetch = () => Promise.resolve({ status: 404 });

/** Any unknown path (HTTP 404). */
export function NotFoundPage() {
  return <NotFound />;
}
