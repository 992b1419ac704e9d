import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../email.js';
import { messages } from '../messages.js';
import { idSchema, isStorableText, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';

/** A newsletter e-mail: trimmed, lower-cased, docs/product.md §5 pattern. */
export const promoEmailSchema = z
  .string({ error: messages.emailRequired })
  .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
  .transform(normalizeEmail)
  .refine((email) => email.length > 0, { error: messages.emailRequired, abort: true })
  .refine(isValidEmail, { error: messages.emailInvalid });

export const promoEmailInput = z.object({ email: promoEmailSchema });

/**
 * The consent a sign-up gives (docs/product.md §10): the box must be ticked; the page is where
 * the form stood. Its text is NEWSLETTER_CONSENT in src/shared/newsletter-consent.ts.
 */
export const promoSubscribeInput = promoEmailInput.extend({
  persetujuan: z
    .boolean({ error: messages.consentRequired })
    .refine((ticked) => ticked, { error: messages.consentRequired }),
  halaman: z
    .string()
    .max(200, { error: messages.invalidPagePath })
    .refine(isStorableText, { error: messages.invalidPagePath })
    .regex(/^\/\S*$/, { error: messages.invalidPagePath })
    .default('/'),
});

/** The unsubscribe link's token: 64 hex characters (migrations/0014). */
const unsubscribeTokenSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: messages.invalidUnsubscribeToken });
export const promoUnsubscribeInput = z.object({ token: unsubscribeTokenSchema });

export interface PromoSignup {
  id: number;
  email: string;
  createdAt: string;
}

/**
 * The admin's sign-up table sorts by its columns (issue 20 item 5): the address, when it signed
 * up, its voucher, its consent, and this month's mark.
 */
export const PROMO_SORT_KEYS = ['email', 'dibuat', 'voucher', 'persetujuan', 'dicentang'] as const;
export type PromoSortKey = (typeof PROMO_SORT_KEYS)[number];

/** The admin's sign-up table, newest first: searched, sorted by a column, a page at a time. */
export const promoAdminListInput = adminListInput(PROMO_SORT_KEYS, {
  search: searchTextSchema(254),
});

export const promoSetCheckedInput = z.object({ id: idSchema, checked: z.boolean() });

/** A sign-up as admins see it: `checked` counts only within the current calendar month. */
export interface PromoAdminRow extends PromoSignup {
  checked: boolean;
  checkedAt: string | null;
  /** When and to which text version the address agreed; null for sign-ups from before. */
  consentAt: string | null;
  consentVersion: string | null;
  consentPage: string | null;
  /** The welcome e-mail's voucher code; null for sign-ups from before it was sent. */
  voucherCode: string | null;
  /** When the address was confirmed from the welcome e-mail (double opt-in). */
  confirmedAt: string | null;
}

/**
 * A sign-up with its own unsubscribe link (path and token), for the shop's mailings: only the
 * main admin gets it, since the link erases the address (docs/decisions/0011).
 */
export interface PromoMailingRow extends PromoAdminRow {
  unsubscribePath: string;
}
