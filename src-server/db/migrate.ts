import { Migrator, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations/index.js';
import type { Db } from './connect.js';

class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema to the latest migration. Kysely's Migrator runs them in one transaction
 * holding a PostgreSQL advisory lock, so several instances may start at once.
 */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
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
