import { Migrator, sql, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations/index.js';
import type { Db } from './connect.js';

class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Whether the database has run exactly our migrations. The Migrator's own look (it reads the
 * catalogue for its two tables, creates them if missing, takes its lock) costs 0.2–0.5 s of CPU
 * on PGlite at every start; these two statements, 40 ms.
 */
async function isUpToDate(db: Db): Promise<boolean> {
  const table = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!table.rows[0]?.present) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = applied.rows.map((r) => r.name).sort();
  const ours = Object.keys(migrations).sort();
  return names.length === ours.length && names.every((name, i) => name === ours[i]);
}

/**
 * Brings the schema to the latest migration. Kysely's Migrator runs them in one transaction
 * holding a PostgreSQL advisory lock, so several instances may start at once; a schema that
 * is up to date already has nothing to lock.
 */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  if (await isUpToDate(db)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migrasi ${failed?.migrationName ?? ''} gagal: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  }
  return results;
}
