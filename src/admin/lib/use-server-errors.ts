import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { fieldErrorsOf, httpStatusOf, serverMessageOf } from './errors';

/**
 * Puts the server's messages for single fields beside those fields (the server is the
 * authority: it may refuse what the browser let through, e.g. a taken username), and a photo
 * it refused beside the form's `file` field.
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
  // Too large or not an image (the server decodes the bytes): said at the photo itself.
  const status = httpStatusOf(error);
  if ((status === 413 || status === 415) && fields.includes('file' as Path<T>)) {
    const fallback = status === 413 ? messages.imageTooLarge : messages.imageUnsupported;
    setError('file' as Path<T>, { type: 'server', message: serverMessageOf(error) ?? fallback });
  }
}
