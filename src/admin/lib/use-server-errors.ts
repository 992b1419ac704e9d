import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './errors';

/**
 * Puts the server's messages for single fields beside those fields (the server is the
 * authority: it may refuse what the browser let through, e.g. a taken username).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const byField = fieldErrorsOf(error);
  for (const field of fields) {
    const message = byField[field];
    if (message) setError(field, { type: 'server', message });
  }
}
