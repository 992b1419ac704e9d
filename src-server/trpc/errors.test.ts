import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { createTestDatabase, testDatabaseKind } from '../test/test-database.js';
import { isDatabaseUnavailable, isRefusedValue } from '../db/pg-errors.js';

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

describe('isDatabaseUnavailable', () => {
  it('recognises what pg throws when the server is down or unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const adminShutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: adminShutdown }))).toBe(true);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'recognises a transaction whose connection was terminated under it',
    async () => {
      // The connection dies while the transaction waits between two statements: the next
      // statement and Kysely's rollback both throw "Client has encountered a connection error
      // and is not queryable", which is what reaches the error handler.
      let error: unknown;
      try {
        await database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(database.db);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 1`.execute(trx);
        });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The pool replaced the connection: the next query works.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([
        { one: 1 },
      ]);
    },
  );

  it('leaves failures of the query itself alone', async () => {
    expect(isDatabaseUnavailable(await errorOf(sql`select 1/0`))).toBe(false);
  });
});
