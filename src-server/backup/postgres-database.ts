import pg from 'pg';
import { BackupError } from './manifest.js';
import { runPgTool } from './pg-tools.js';

// The PostgreSQL side of a backup: pg_dump's custom format, put back with pg_restore.

export async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`],
    databaseUrl,
  );
}

/**
 * Replaces the database's content with the dump, in one transaction: on any error nothing has
 * changed. Works on an empty database as on one the app has used. A database that has tables
 * is first dumped to `aside`; answers `aside` then, else undefined.
 */
export async function restorePostgres(
  databaseUrl: string,
  dump: string,
  aside: string,
): Promise<string | undefined> {
  const present = await publicTables(databaseUrl);
  await refuseTablesTheDumpLacks(present, dump);
  if (present.length > 0) await dumpPostgres(databaseUrl, aside);
  await runPgTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      dump,
    ],
    databaseUrl,
  );
  return present.length > 0 ? aside : undefined;
}

/**
 * `--clean` drops only what the dump holds. A table it lacks (made by a later migration, or
 * another application's) would survive the restore beside the restored data, and a later
 * migration creating it again would stop the app's start; so such a database is refused.
 */
async function refuseTablesTheDumpLacks(present: string[], dump: string): Promise<void> {
  const listing = await runPgTool('pg_restore', ['--list', dump]);
  const dumped = listing
    .split('\n')
    .map((line) => /^\d+; \d+ \d+ TABLE public (.+)$/.exec(line)?.[1])
    .filter((rest) => rest !== undefined);
  // A listed table reads "<name> <owner>", the owner possibly empty.
  const extra = present.filter((name) => !dumped.some((rest) => rest.startsWith(`${name} `)));
  if (extra.length > 0) {
    throw new BackupError(
      `Database tujuan berisi tabel yang tidak ada di cadangan: ${extra.join(', ')}.\n` +
        'Mungkin dari versi Etalase yang lebih baru, atau dari aplikasi lain. Pulihkan ke ' +
        'database baru yang kosong (createdb, lalu arahkan DATABASE_URL ke sana), atau ' +
        'kosongkan database ini dulu.',
    );
  }
}

async function publicTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const result = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    return result.rows.map((row) => row.tablename);
  } catch (error) {
    throw new BackupError(
      `Tidak bisa membaca database tujuan: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
