import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../limits.js';
import { messages } from '../messages.js';

// Default validation messages in Indonesian; our own messages override them where given.
z.config(z.locales.id());

const PG_INT_MAX = 2_147_483_647;

/** A row id from a path or a body: a positive integer that fits the database column. */
export const idSchema = z.coerce
  .number({ error: messages.invalidId })
  .int({ error: messages.invalidId })
  .min(1, { error: messages.invalidId })
  .max(PG_INT_MAX, { error: messages.invalidId });

export const pageSchema = z.coerce
  .number({ error: messages.invalidPage })
  .int({ error: messages.invalidPage })
  .min(1, { error: messages.invalidPage })
  .max(MAX_PAGE, { error: messages.invalidPage });

/** Any positive size is accepted and capped, so a greedy client gets the largest page, not an error. */
export function pageSizeSchema(defaultSize: number, largest: number = MAX_PAGE_SIZE) {
  return z.coerce
    .number({ error: messages.invalidPageSize })
    .int({ error: messages.invalidPageSize })
    .min(1, { error: messages.invalidPageSize })
    .default(defaultSize)
    .transform((n) => Math.min(n, largest));
}

/** `page` and `pageSize` of an admin table: every admin list is paged on the server. */
export const adminPaging = {
  page: pageSchema.default(1),
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE),
};

export const byIdInput = z.object({ id: idSchema });
export const byProdukInput = z.object({ idProduk: idSchema });

// Characters PostgreSQL cannot store in text: NUL, and half of a UTF-16 surrogate pair (it has
// no UTF-8 form). The one input rule for text everywhere (docs/architecture.md §7).
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function isStorableText(text: string): boolean {
  return !new RegExp(unstorable.source).test(text);
}

/** A string that PostgreSQL can store, else the Indonesian 400 message. */
export const storableString = () =>
  z.string().refine(isStorableText, { error: messages.textNotAllowed, abort: true });

/**
 * Free search text: trimmed, cut to a sane length, characters that cannot be stored dropped
 * (never an error: a visitor is just typing).
 */
export function searchTextSchema(maxLength: number) {
  return z
    .string()
    .default('')
    .transform((s) => s.replace(unstorable, '').trim().slice(0, maxLength));
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
