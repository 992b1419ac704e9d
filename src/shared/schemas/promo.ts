import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../email.js';
import { messages } from '../messages.js';
import { adminPaging, idSchema, isStorableText, searchTextSchema } from './common.js';

/** A newsletter e-mail: trimmed, lower-cased, docs/product.md §5 pattern. */
export const promoEmailSchema = z
  .string({ error: messages.emailRequired })
  .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
  .transform(normalizeEmail)
  .refine((email) => email.length > 0, { error: messages.emailRequired, abort: true })
  .refine(isValidEmail, { error: messages.emailInvalid });

export const promoEmailInput = z.object({ email: promoEmailSchema });

export interface PromoSignup {
  id: number;
  email: string;
  createdAt: string;
}

/** The admin's sign-up table, newest first: by e-mail, a page at a time. */
export const promoAdminListInput = z.object({ search: searchTextSchema(254), ...adminPaging });

export const promoSetCheckedInput = z.object({ id: idSchema, checked: z.boolean() });

/** A sign-up as admins see it: `checked` counts only within the current calendar month. */
export interface PromoAdminRow extends PromoSignup {
  checked: boolean;
  checkedAt: string | null;
}
