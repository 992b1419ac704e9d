import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { createTestDatabase } from '../test/test-database.js';
import { isDatabaseUnavailable, isRefusedValue } from './errors.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What the real database throws for `query`. */
async function errorOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await query.execute(database.db);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('isRefusedValue', () => {
  it('recognises text with a NUL byte, refused by the database itself', async () => {
    const error = await errorOf(sql`select ${'a\u0000b'}::text`);
    expect(isRefusedValue(error)).toBe(true);
    expect(isRefusedValue(new Error('wrapped', { cause: error }))).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves other failures alone', async () => {
    expect(isRefusedValue(await errorOf(sql`select 1/0`))).toBe(false);
    expect(isRefusedValue(new Error('boom'))).toBe(false);
  });
});
