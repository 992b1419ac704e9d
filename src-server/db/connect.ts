import { createHash } from 'node:crypto';
import { Kysely, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_POOL_MAX } from '../config.js';
import type { Database } from './schema.js';
import { PelakuDialect } from './pelaku.js';
import { openPglite } from './pglite.js';

// Integer columns come back as numbers; counts (bigint) are cast in SQL where we need them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The open embedded database (PGlite only): the app's backups dump it while it runs. */
  pglite?: PGlite;
  /** Closes the pool and, for PGlite, the embedded database and its lock. */
  close: () => Promise<void>;
}

/** Each database's pool, for what /metrics shows of it (poolUse). */
const pools = new WeakMap<Db, pg.Pool>();

/** Each embedded database's PGlite, for what /metrics shows of its memory (wasmMemoryBytes). */
const embedded = new WeakMap<Db, PGlite>();

/**
 * The embedded PostgreSQL's WebAssembly memory now, in bytes (PGlite only). It only grows: what
 * PostgreSQL once needed (buffers, a large sort or result) stays reserved for the process's life.
 */
export function wasmMemoryBytes(db: Db): number | undefined {
  return embedded.get(db)?.Module.wasmMemory.buffer.byteLength;
}

/** A pool's connections at one moment: open, of those idle, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * How `db`'s pool is used now (docs/decisions/0045). On PGlite the pool holds the one embedded
 * connection: `waiting` is then the queries queued behind the one running.
 */
export function poolUse(db: Db): PoolUse | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max,
  };
}

/**
 * A connection PostgreSQL ends (pg_terminate_backend, a fast stop, a crash, a network reset)
 * emits 'error' on its client, whether it sits idle in the pool or is checked out for a query;
 * unheard, that event would end the process. The query in flight fails on its own (and is
 * answered 503), the pool drops the broken client and opens a new one on the next query, so
 * the app recovers by itself once the database is back (docs/architecture.md §4, issue 8 item 1).
 */
function surviveConnectionErrors(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * `poolMax` connections; a query that finds them all busy waits in the pool's queue up to
 * `connectTimeoutMs` (the same limit holds for opening a connection), so a burst of visitors
 * queues instead of failing (issue 8 item 8).
 */
export function connectPostgres(
  connectionString: string,
  poolMax = DEFAULT_POOL_MAX,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  surviveConnectionErrors(pool);
  const db = new Kysely<Database>({ dialect: new PelakuDialect({ pool }) });
  pools.set(db, pool);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Kysely over an already open PGlite, through PGlite's node-postgres adapter (docs/architecture.md §11). */
export function kyselyOverPglite(pglite: PGlite): Db {
  const pool = new pg.Pool(createPgConfig(pglite));
  surviveConnectionErrors(pool);
  const db = new Kysely<Database>({ dialect: new PelakuDialect({ pool }) });
  pools.set(db, pool);
  embedded.set(db, pglite);
  return db;
}

export async function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number;
  connectTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return connectPostgres(options.databaseUrl, options.poolMax, options.connectTimeoutMs);
  }
  const opened = await openPglite(options.dataDir);
  const db = kyselyOverPglite(opened.pglite);
  return {
    db,
    kind: 'pglite',
    pglite: opened.pglite,
    close: async () => {
      await db.destroy();
      await opened.close();
    },
  };
}

/**
 * Texts of statements prepared under a name (runPrepared), at most MAX_PREPARED_TEXTS: each
 * connection keeps what PostgreSQL made of each, so the memory this takes stays bounded.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED_TEXTS = 64;

/**
 * Runs a read that is made often with new values (search): prepared once per connection under
 * a name, PostgreSQL parses and analyses its text once, and keeps a plan when it finds one as
 * good as a fresh plan for the values (docs/decisions/0051). Past MAX_PREPARED_TEXTS different
 * texts, and in a transaction, it runs as any other statement.
 */
export async function runPrepared<R>(db: Db, query: CompiledQuery<R>): Promise<R[]> {
  const pool = pools.get(db);
  let name = preparedNames.get(query.sql);
  if (pool && name === undefined && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `etalase_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 22)}`;
    preparedNames.set(query.sql, name);
  }
  if (!pool || name === undefined) return (await db.executeQuery(query)).rows;
  try {
    const result = await pool.query<R & pg.QueryResultRow>({
      name,
      text: query.sql,
      values: [...query.parameters],
    });
    return result.rows;
  } catch (error) {
    // The server connection does not hold what this client prepared on it (a pooler in front
    // that hands out another connection per transaction, or a DEALLOCATE): run it unnamed.
    if (!isPreparedStatementMismatch(error)) throw error;
    return (await db.executeQuery(query)).rows;
  }
}

/** "prepared statement does not exist" (26000) or "already exists" (42P05). */
function isPreparedStatementMismatch(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '26000' || code === '42P05';
}
