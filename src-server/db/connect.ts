import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema.js';
import { openPglite } from './pglite.js';

// Integer columns come back as numbers; counts (bigint) are cast in SQL where we need them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Closes the pool and, for PGlite, the embedded database and its lock. */
  close: () => Promise<void>;
}

export function connectPostgres(connectionString: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Kysely over an already open PGlite, through PGlite's node-postgres adapter (DESIGN §11). */
export function kyselyOverPglite(pglite: PGlite): Db {
  const pool = new pg.Pool(createPgConfig(pglite));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolMax);
  const opened = await openPglite(options.dataDir);
  const db = kyselyOverPglite(opened.pglite);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await opened.close();
    },
  };
}
