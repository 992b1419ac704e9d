import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

// A list's filters, sort and page live in the URL (issue: a reload or a shared link keeps
// them). Defaults are left out of the URL; changing a filter goes back to page 1.

export type ListParams<K extends string> = Record<K, string> & { page: number };

export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => Object.keys(defaults) as K[], [defaults]);

  const params = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keys) values[key] = searchParams.get(key) ?? defaults[key];
    const page = Number(searchParams.get('page'));
    const params: ListParams<K> = {
      ...values,
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
    return params;
  }, [searchParams, keys, defaults]);

  const update = useCallback(
    (changes: Partial<Record<K, string>> & { page?: number }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [
            string,
            string | number | undefined,
          ][]) {
            const fallback = key === 'page' ? '1' : defaults[key as K];
            if (value === undefined || String(value) === fallback) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearchParams, defaults],
  );

  return [params, update] as const;
}
