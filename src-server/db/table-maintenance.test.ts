import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduk } from '../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import { needsTableMaintenance, startTableMaintenance } from './table-maintenance.js';

let database: TestDatabase;
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** How often each search table has been vacuumed and analysed, as the statistics say. */
async function runs(): Promise<Record<string, { vacuumed: number; analysed: number }>> {
  // Statistics are flushed at the end of a transaction; a fresh snapshot reads them.
  await sql`select pg_stat_clear_snapshot()`.execute(database.db);
  const { rows } = await sql<{ relname: string; vacuumed: number; analysed: number }>`
    select relname, vacuum_count::int as vacuumed, analyze_count::int as analysed
    from pg_stat_user_tables
    where relname in ('produk', 'produk_kata', 'kata_pencarian')
  `.execute(database.db);
  return Object.fromEntries(rows.map(({ relname, ...counts }) => [relname, counts]));
}

async function eventually(check: () => Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('table maintenance', () => {
  it('is needed on PGlite, and on PostgreSQL exactly when autovacuum is off', async () => {
    const { rows } = await sql<{ autovacuum: string }>`show autovacuum`.execute(database.db);
    const expected = database.kind === 'pglite' || rows[0]?.autovacuum !== 'on';
    expect(await needsTableMaintenance(database.db, database.kind)).toBe(expected);
  });

  it('vacuums and analyses every search table when run', async () => {
    const before = await runs();
    const maintenance = startTableMaintenance(database.db, new ChangeFeed({ live: true }), log);
    await maintenance.run();
    await maintenance.stop();
    await eventually(async () => {
      const after = await runs();
      for (const table of ['produk', 'produk_kata', 'kata_pencarian']) {
        expect(after[table]?.vacuumed, table).toBe((before[table]?.vacuumed ?? 0) + 1);
        expect(after[table]?.analysed, table).toBe((before[table]?.analysed ?? 0) + 1);
      }
    });
  });

  it('runs one at a time, and starts none once stopped', async () => {
    const maintenance = startTableMaintenance(database.db, new ChangeFeed({ live: true }), log);
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    const first = maintenance.run();
    const waiting = maintenance.run();
    await Promise.all([first, waiting, maintenance.stop()]);
    await maintenance.run();
    // Give statistics time to show a second run, had one started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
  });

  it('schedules nothing while the change feed is down', async () => {
    const changes = new ChangeFeed({ live: true });
    const maintenance = startTableMaintenance(database.db, changes, log, {
      delayMs: 20,
      minIntervalMs: 0,
    });
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    changes.setLive(false);
    changes.changed();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs()).produk_kata?.vacuumed).toBe(before);
    changes.setLive(true);
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
    await maintenance.stop();
  });

  it('runs once shortly after a burst of changes, and not after it stops', async () => {
    const changes = new ChangeFeed({ live: true });
    const maintenance = startTableMaintenance(database.db, changes, log, {
      delayMs: 50,
      minIntervalMs: 0,
    });
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    await insertProduk(database.db, { nama_produk: 'Gamis Anak Maintenance' });
    changes.changed();
    changes.changed();
    changes.changed();
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
    // Long enough for a second run, had the burst scheduled one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);

    await maintenance.stop();
    changes.changed();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
  });
});
