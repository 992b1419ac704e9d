import { z } from 'zod';
import { messages } from '../messages.js';
import { parseRupiah, type RupiahProblem } from '../money.js';
import { formatRupiah } from '../price.js';
import { idSchema, isStorableText } from './common.js';

// Field builders for admin forms and write APIs. Values may arrive as JSON, as urlencoded or
// multipart strings, or from the admin forms, so numbers are coerced and blanks are "absent".

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Required text, trimmed. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: messages.required(label) })
    .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
    .trim()
    .min(1, { error: messages.required(label) })
    .max(max, { error: messages.maxLength(label, max) });
}

/** Optional text: blank or absent becomes null. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
      .trim()
      .max(max, { error: messages.maxLength(label, max) })
      .nullish()
      .transform((v) => v ?? null),
  );
}

/** Numeric strings become numbers; blanks become "absent" (so the message says "wajib"). */
function toNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' ? Number(given.trim()) : given;
}

/** A number the field must hold: missing is `required`, any other non-number `notNumber`. */
function requiredNumber(label: string, notNumber: (label: string) => string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? messages.required(label)
        : notNumber(label),
  });
}

/** A whole number within bounds, from a number or a numeric string. */
export function wholeNumber(label: string, min: number, max: number) {
  return z.preprocess(
    toNumber,
    requiredNumber(label, messages.mustBeNumber)
      .int({ error: messages.mustBeWholeNumber(label) })
      .min(min, { error: messages.minValue(label, min) })
      .max(max, { error: messages.maxValue(label, max) }),
  );
}

const moneyMessage: Record<Exclude<RupiahProblem, 'empty'>, (label: string) => string> = {
  negative: messages.moneyNegative,
  fraction: messages.moneyFraction,
  grouping: messages.moneyGrouping,
  notNumber: messages.moneyNotNumber,
};

/**
 * Whole rupiah up to `max`: a number stays a number, text is read the Indonesian way
 * (`150.000`, `Rp 150.000`, `150.000,00`; the legacy clients' `150000` too) by the one parser.
 */
export function rupiah(label: string, max: number) {
  return z.preprocess(
    (value, ctx) => {
      const given = blankToUndefined(value);
      if (typeof given !== 'string') return given;
      const reading = parseRupiah(given);
      if (reading.ok) return reading.value;
      if (reading.problem === 'empty') return undefined;
      ctx.addIssue({ code: 'custom', message: moneyMessage[reading.problem](label) });
      return z.NEVER;
    },
    requiredNumber(label, messages.moneyNotNumber)
      .int({ error: messages.moneyFraction(label) })
      .min(0, { error: messages.moneyNegative(label) })
      .max(max, { error: messages.moneyMax(label, formatRupiah(max)) }),
  );
}

/** An optional reference to another row: blank, null or absent mean "none". */
export const optionalId = z.preprocess(
  (value) => (value === null || value === 'null' ? undefined : blankToUndefined(value)),
  idSchema.optional(),
);

/** An outbound link: https only (docs/architecture.md §7), blank becomes null. */
export const httpsLink = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: messages.httpsLink })
    .max(500, { error: messages.httpsLink })
    .nullish()
    .transform((v) => v ?? null),
);

/** An uploaded image as the server receives it (a File from FormData or multipart). */
export const imageFile = (requiredMessage: string) =>
  z.instanceof(File, { error: requiredMessage });

/**
 * A preprocessor for a field the legacy API spells two ways (docs/product.md §3): `name` is taken from
 * `alias` when only the alias was sent. Accepts FormData like formObject().
 */
export function fieldAlias(name: string, alias: string) {
  return (value: unknown): unknown => {
    const object = formObject(value);
    if (typeof object !== 'object' || object === null) return object;
    const record = object as Record<string, unknown>;
    return record[name] === undefined && record[alias] !== undefined
      ? { ...record, [name]: record[alias] }
      : record;
  };
}

/**
 * FormData (a browser upload through tRPC) or a plain object (JSON, or a legacy REST body) in,
 * a plain object out. Empty file inputs are dropped, and for repeated keys the last one wins.
 */
export function formObject(value: unknown): unknown {
  if (!(value instanceof FormData)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of value.entries()) {
    if (entry instanceof File && entry.size === 0 && entry.name === '') continue;
    result[key] = entry;
  }
  return result;
}
