import { z } from 'zod';
import { messages } from '../messages.js';
import { normalizeSinonimTerm } from '../search-text.js';
import { idSchema, isStorableText, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';

// The shop's search synonyms (docs/product.md §10): groups of words or short phrases a shopper
// uses for the same thing. The admin types a group as one line, its terms separated by commas.

/** A group of synonyms as the admin list shows it. */
export interface Sinonim {
  id: number;
  /** Lower case, single spaces, in the order the admin typed them. */
  kata: string[];
  updatedAt: string;
}

const SINONIM_MAX_TERMS = 10;
const SINONIM_TERM_MAX = 40;

/** Letters and digits, words joined by one space or a hyphen (as search splits a name). */
const TERM = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;

/**
 * `gamis, Dress , abaya` → ['gamis', 'dress', 'abaya']: each term normalised, repeats dropped,
 * at least two, each of letters, digits, spaces and hyphens.
 */
const sinonimTermsSchema = z
  .string({ error: messages.sinonimTooFew })
  .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
  .transform((text) => [...new Set(text.split(',').map(normalizeSinonimTerm).filter(Boolean))])
  .pipe(
    z
      .array(
        z
          .string()
          .min(2, { error: messages.sinonimTermInvalid(SINONIM_TERM_MAX) })
          .max(SINONIM_TERM_MAX, { error: messages.sinonimTermInvalid(SINONIM_TERM_MAX) })
          .regex(TERM, { error: messages.sinonimTermInvalid(SINONIM_TERM_MAX) }),
      )
      .min(2, { error: messages.sinonimTooFew })
      .max(SINONIM_MAX_TERMS, { error: messages.sinonimTooMany(SINONIM_MAX_TERMS) }),
  );

export const sinonimCreateInput = z.object({ kata: sinonimTermsSchema });
export const sinonimUpdateInput = z.object({ id: idSchema, kata: sinonimTermsSchema });

/** The admin's synonym list sorts by its columns (issue 20 item 5): the terms, or last change. */
export const SINONIM_SORT_KEYS = ['kata', 'diubah'] as const;
export type SinonimSortKey = (typeof SINONIM_SORT_KEYS)[number];

/** The admin's synonym list: by any term, sorted by a column, a page at a time. */
export const sinonimAdminListInput = adminListInput(SINONIM_SORT_KEYS, {
  search: searchTextSchema(100),
});
