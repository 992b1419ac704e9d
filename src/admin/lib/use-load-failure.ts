import { useEffect } from 'react';
import { toastFailure } from './toast';

/** A load-failure toast (docs/product.md §8, e.g. 'Gagal memuat data produk!'), once per failure. */
export function useLoadFailure(message: string, error: unknown): void {
  useEffect(() => {
    if (error) toastFailure(message, error);
  }, [message, error]);
}
