import fc from 'fast-check';
import { z } from 'zod';
import { hostileNumber, hostileString, hostileValue } from './hostile.js';

// Inputs that look almost right to a procedure's own schema: every field it declares, most of
// them valid, some on or just past a limit, some hostile. Random objects rarely get past the
// schema; these reach the queries and the database, where a 500 would hide.

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        // Small ids name rows the earlier runs made.
        fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 5), min) }),
        fc.constantFrom(min, max),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = schema.minLength ?? 0;
      const maxLength = schema.maxLength ?? 300;
      if (schema.format === 'uri') {
        return fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= maxLength);
      }
      return fc.oneof(
        // Required text is trimmed first: some of it must be more than spaces.
        fc
          .string({ minLength, maxLength: Math.min(maxLength, 300) })
          .map((s) => (minLength > 0 && !s.trim() ? `x${s}`.slice(0, maxLength) : s)),
        // At the limit, in characters PostgreSQL counts differently from JavaScript.
        fc
          .constantFrom('x', 'é', '👍', '\u0301')
          .map((c) => c.repeat(maxLength).slice(0, maxLength)),
      );
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Past the limits: one over, one under, the wrong kind, or hostile outright. */
function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1, String(schema.maximum + 1));
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength + 1));
  return fc.oneof(
    ...(edges.length > 0 ? [fc.constantFrom(...edges)] : []),
    hostileString,
    hostileNumber,
    hostileValue,
  );
}

/** What a form would carry: coercible schemas take strings, so numbers often come as text. */
function fieldValue(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  // A schema that checks an address with a refinement says nothing of it in JSON Schema.
  const valid = /email/i.test(name) ? fc.emailAddress() : validValue(schema);
  // Mostly valid, so that a whole object often is and reaches the database.
  return fc.oneof(
    { weight: 14, arbitrary: valid },
    { weight: 2, arbitrary: valid.map((v) => (typeof v === 'number' ? String(v) : v)) },
    { weight: 1, arbitrary: invalidValue(schema) },
  );
}

function asJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Objects shaped by `schema` (a procedure's input), or hostile values when it takes no object.
 * Required fields are nearly always there, optional ones two times in three.
 */
export function nearlyValid(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const json = schema ? asJsonSchema(schema) : {};
  if (!json.properties) return hostileValue;
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties).map(([name, property]) =>
    fc.tuple(
      fc.constant(name),
      fieldValue(name, property),
      fc.integer({ min: 0, max: 19 }).map((n) => n < (required.has(name) ? 19 : 13)),
    ),
  );
  return fc
    .tuple(...fields)
    .map((entries) =>
      Object.fromEntries(entries.filter(([, , present]) => present).map(([k, v]) => [k, v])),
    );
}
