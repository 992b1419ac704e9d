import { RotateCw } from 'lucide-react';
import { adminCopy } from '../../shared/admin-copy';
import { serverMessageOf } from '../lib/errors';
import { Button, Spinner } from './ui';

// What an admin list or panel shows when its data could not be loaded: the reason and a way to
// try again, never the empty state (an owner who sees "no data" thinks the catalogue is gone).

export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function LoadError({ query }: { query: FailedQuery }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center text-red-900"
    >
      <p className="font-semibold">{adminCopy.common.loadFailed}</p>
      <p className="mt-1 text-sm">{serverMessageOf(query.error) ?? adminCopy.common.offline}</p>
      <Button
        tone="secondary"
        className="mt-4"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? <Spinner /> : <RotateCw className="size-4" aria-hidden="true" />}
        {adminCopy.common.retry}
      </Button>
    </div>
  );
}
