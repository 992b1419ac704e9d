import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, kyselyOverPglite, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { pgliteExtensions } from '../db/pglite.js';

/** Which database the integration tests run on: PGlite always, PostgreSQL when asked. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A test database; on PostgreSQL with its address (for a second connection, a LISTEN). */
export interface TestDatabase extends DatabaseHandle {
  url?: string;
}

/**
 * A migrated database of its own for one test file. On PostgreSQL it is a fresh database on
 * TEST_DATABASE_URL's server, dropped again by close().
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, migrated);

  const pglite = migrated
    ? await PGlite.create({
        loadDataDir: new Blob([await fs.readFile(inject('pgliteTemplate'))]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create({ extensions: pgliteExtensions });
  const db = kyselyOverPglite(pglite);
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function createPostgresDatabase(serverUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `etalase_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A copy of the run's migrated template (global-setup.ts) costs a fraction of migrating anew.
  const template = migrated ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 5);
  if (migrated && !template) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
