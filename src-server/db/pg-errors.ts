// How PostgreSQL (pg and PGlite) says why a statement failed: the classifiers every layer above
// reads (a 409 from a unique violation, a 503 from a lost connection, a retry after a deadlock).

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

/**
 * What pg says when a connection is lost or cannot be had: the socket closed under a query, the
 * pool's queue or connect timeout, and a query on a client whose connection already failed (a
 * transaction's rollback after its connection was terminated throws this one).
 */
const unavailableMessage =
  /timeout exceeded when trying to connect|Connection terminated|is not queryable/i;

/** Whether `error` (or what caused it) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (unavailableMessage.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = e.cause;
  }
  return false;
}

const refusedValueCodes = new Set([
  '22001', // string_data_right_truncation: longer than the column allows
  '22021', // character_not_in_repertoire: e.g. a NUL byte
  '22P05', // untranslatable_character
]);

/**
 * Whether PostgreSQL refused a value itself (text it cannot store, a value too long): bad input
 * that got past the schemas, still a 400 and never a 500 (docs/architecture.md §7).
 */
export function isRefusedValue(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && refusedValueCodes.has(code)) return true;
    e = e.cause;
  }
  return false;
}

/** Unique-violation of the given constraint/index name, for turning into a 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    e.code === '23505' &&
    (constraint === undefined || e.constraint === constraint)
  );
}

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the transaction back
 * whole, and running it again is safe.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Foreign-key violation: a referenced row (e.g. the product) does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}
