import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database.js';
import { runPrepared } from './connect.js';

// A read made often with new values is prepared once per connection under a name (search,
// docs/decisions/0051), on PGlite and on PostgreSQL alike.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const prepared = async (text: string) =>
  (
    await sql<{ name: string }>`
      select name from pg_prepared_statements where statement = ${text}
    `.execute(database.db)
  ).rows;

describe('runPrepared', () => {
  it('prepares a statement once under a name, and answers with each run’s values', async () => {
    const sum = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.compile(database.db);
    expect(await runPrepared(database.db, sum(1))).toEqual([{ n: 2 }]);
    expect(await runPrepared(database.db, sum(41))).toEqual([{ n: 42 }]);
    const names = await prepared(sum(1).sql);
    expect(names).toHaveLength(1);
    expect(names[0]?.name).toMatch(/^etalase_/);
  });

  it('runs unnamed inside a transaction, which has a connection of its own', async () => {
    const text = sql<{ n: number }>`select ${7}::int * 6 as n`;
    const answer = await database.db
      .transaction()
      .execute((trx) => runPrepared(trx, text.compile(trx)));
    expect(answer).toEqual([{ n: 42 }]);
    expect(await prepared(text.compile(database.db).sql)).toEqual([]);
  });

  // PostgreSQL only: the embedded database has no pooler in front, and its one session keeps what
  // it prepared (a DEALLOCATE there leaves PGlite's client unusable, which nothing of ours does).
  it.skipIf(testDatabaseKind === 'pglite')(
    'runs unnamed when the connection lost what was prepared on it, as behind a pooler',
    async () => {
      const triple = (n: number) =>
        sql<{ n: number }>`select ${n}::int * 3 as n`.compile(database.db);
      expect(await runPrepared(database.db, triple(2))).toEqual([{ n: 6 }]);
      // What a pooler handing out another server connection looks like to the client.
      await sql`deallocate all`.execute(database.db);
      expect(await runPrepared(database.db, triple(5))).toEqual([{ n: 15 }]);
    },
  );
});
