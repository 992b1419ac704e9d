import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// Who is writing (docs/decisions/0022-history.md). The history's triggers (migrations/0026) read
// the actor from the transaction-local settings `etalase.pelaku` / `etalase.pelaku_nama`. The
// admin procedures run their work inside runAsPelaku (trpc/init.ts); this driver then names the
// actor at the start of every transaction of that work, and runs every write of it that is not
// in a transaction as a transaction of its own, so no admin write reaches a trigger unnamed.
// Work outside runAsPelaku (the seed, timers, purges, visitors) costs nothing extra and is
// recorded as "sistem". Each runAsPelaku is one action (`etalase.tindakan`): every row its
// transactions write shares one id, and Riwayat lists them as one entry (migrations/0039).

export interface Pelaku {
  id: number;
  username: string;
}

interface Tindakan extends Pelaku {
  /** The action's id: every history row `work` writes carries it. */
  tindakan: string;
}

const current = new AsyncLocalStorage<Tindakan>();

/**
 * Runs `work` as `pelaku`, as one action: every database write it makes is history under their
 * name, grouped under one id.
 */
export function runAsPelaku<T>(pelaku: Pelaku, work: () => T): T {
  return current.run({ id: pelaku.id, username: pelaku.username, tindakan: randomUUID() }, work);
}

/** The id of the action running now (runAsPelaku), which an undo names to mark it undone. */
export function currentTindakan(): string | undefined {
  return current.getStore()?.tindakan;
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

function isWrite(query: CompiledQuery): boolean {
  if (WRITES.has(query.query.kind)) return true;
  // A statement written as SQL text: only its first word tells.
  return (
    query.query.kind === 'RawNode' && /^\s*(insert|update|delete|merge|with)\b/i.test(query.sql)
  );
}

function namePelaku(
  connection: DatabaseConnection,
  pelaku: Tindakan,
): Promise<QueryResult<unknown>> {
  return connection.executeQuery(
    CompiledQuery.raw(
      `select set_config('etalase.pelaku', $1, true), set_config('etalase.pelaku_nama', $2, true),
        set_config('etalase.tindakan', $3, true)`,
      [String(pelaku.id), pelaku.username, pelaku.tindakan],
    ),
  );
}

class PelakuConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const pelaku = current.getStore();
    if (!pelaku || this.inTransaction || !isWrite(query)) return this.inner.executeQuery<R>(query);
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      await namePelaku(this.inner, pelaku);
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class PelakuDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, PelakuConnection>();
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = new PelakuConnection(connection);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }

  async beginTransaction(connection: PelakuConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(connection.inner, settings);
    connection.inTransaction = true;
    const pelaku = current.getStore();
    if (pelaku) await namePelaku(connection.inner, pelaku);
  }

  async commitTransaction(connection: PelakuConnection) {
    try {
      await this.inner.commitTransaction(connection.inner);
    } finally {
      connection.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: PelakuConnection) {
    try {
      await this.inner.rollbackTransaction(connection.inner);
    } finally {
      connection.inTransaction = false;
    }
  }

  async savepoint(
    connection: PelakuConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.savepoint?.(connection.inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: PelakuConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.(connection.inner, name, compile);
  }

  async releaseSavepoint(
    connection: PelakuConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.(connection.inner, name, compile);
  }

  releaseConnection(connection: PelakuConnection): Promise<void> {
    connection.inTransaction = false;
    return this.inner.releaseConnection(connection.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect, naming the actor of admin writes (above). */
export class PelakuDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new PelakuDriver(super.createDriver());
  }
}
