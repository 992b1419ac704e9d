import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduk } from '../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import { JobQueue } from '../services/jobs/job-queue.js';
import {
  needsTableMaintenance,
  tableMaintenanceJob,
  vacuumOnChanges,
  vacuumSearchTables,
} from './table-maintenance.js';

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

/** A queue keeping the maintenance's job, started (as an instance's would be). */
async function queue(overrides: { firstAfterMs?: number } = {}): Promise<JobQueue> {
  const jobs = new JobQueue({ db: database.db, log, maxPollMs: 500 });
  const job = { ...tableMaintenanceJob(database.db, log) };
  if ('firstAfterMs' in overrides) delete job.firstAfterMs;
  jobs.define(job);
  await jobs.start();
  return jobs;
}

describe('table maintenance', () => {
  it('is needed on PGlite, and on PostgreSQL exactly when autovacuum is off', async () => {
    const { rows } = await sql<{ autovacuum: string }>`show autovacuum`.execute(database.db);
    const expected = database.kind === 'pglite' || rows[0]?.autovacuum !== 'on';
    expect(await needsTableMaintenance(database.db, database.kind)).toBe(expected);
  });

  it('vacuums and analyses every search table when run', async () => {
    const before = await runs();
    await vacuumSearchTables(database.db, log);
    await eventually(async () => {
      const after = await runs();
      for (const table of ['produk', 'produk_kata', 'kata_pencarian']) {
        expect(after[table]?.vacuumed, table).toBe((before[table]?.vacuumed ?? 0) + 1);
        expect(after[table]?.analysed, table).toBe((before[table]?.analysed ?? 0) + 1);
      }
    });
  });

  it('runs once as its queue starts', async () => {
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    const jobs = await queue();
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    await jobs.stop();
  });

  it('wakes nothing while the change feed is down', async () => {
    const changes = new ChangeFeed({ live: true });
    const jobs = await queue({ firstAfterMs: undefined });
    const stop = vacuumOnChanges(jobs, changes, 1);
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    changes.setLive(false);
    changes.changed();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await runs()).produk_kata?.vacuumed).toBe(before);
    changes.setLive(true);
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
    stop();
    await jobs.stop();
  });

  it('runs once shortly after a burst of changes, and not after it stops', async () => {
    const changes = new ChangeFeed({ live: true });
    const jobs = await queue({ firstAfterMs: undefined });
    const stop = vacuumOnChanges(jobs, changes, 5);
    // A run the last test's changes left waiting (its next slot) goes first.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = (await runs()).produk_kata?.vacuumed ?? 0;
    await insertProduk(database.db, { nama_produk: 'Gamis Anak Maintenance' });
    changes.changed();
    changes.changed();
    changes.changed();
    await eventually(async () => {
      expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
    });
    // Long enough for a second run, had the burst started one now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);

    stop();
    await jobs.stop();
    changes.changed();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await runs()).produk_kata?.vacuumed).toBe(before + 1);
  });
});
