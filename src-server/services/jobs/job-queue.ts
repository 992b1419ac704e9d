import { createRequire } from 'node:module';
import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/connect.js';
import { isDatabaseUnavailable } from '../../db/pg-errors.js';

// The one queue every piece of background work runs on (docs/decisions/0030): pg-boss, on the
// app's own connections (Kysely's pool, PGlite's or PostgreSQL's), so it runs the same on both
// databases and in tests. A job is a named queue with a handler; pg-boss hands each job to one
// worker of all instances (SKIP LOCKED), retries a failed one, fails one whose worker died when
// it expires, and sends cron jobs once a minute whichever instances run. Work due sooner than a
// minute (the schedule's next instant, the outbox's next retry) is a job sent to start later by
// the run before it; the cron sends one every minute too, so a chain broken by a kill -9 or a
// lost database starts again within a minute.

interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One kind of background work. */
export interface JobDefinition {
  /** The queue's name: letters, digits, `-`, `_` (pg-boss's rule). */
  name: string;
  /**
   * Does the work once. Answers how long until it should run again (ms), or nothing when the
   * cron's next tick is soon enough. A `queued` job gets the data of the jobs sent (send()) it
   * runs for, up to its batch: all of them succeed, or all are tried again.
   */
  run: (data: unknown[]) => Promise<unknown>;
  /**
   * Jobs that carry data, each kept until a run succeeds (not one waiting at a time): tried
   * again every `retryDelaySeconds`, up to `retryLimit` times; up to `batchSize` run together.
   */
  queued?: { batchSize: number; retryDelaySeconds: number; retryLimit: number };
  /**
   * A cron expression (minute precision, UTC): pg-boss sends one job per tick, whichever and
   * however many instances run. A job that chains itself (`run` answers a delay) says every
   * minute, so a chain that was lost starts again.
   */
  cron?: string;
  /** How often an idle instance asks whether a job is due (ms). */
  pollMs?: number;
  /** How long a run may take before it counts as failed (a dead worker's job runs again then). */
  expireInSeconds?: number;
  /** Runs once this long after the queue starts (ms); not at start unless said. */
  firstAfterMs?: number;
}

export interface JobQueueOptions {
  db: Db;
  log: JobLog;
  /**
   * The longest poll of any job (ms); tests shorten it so nothing waits for the library's
   * defaults. pg-boss polls no faster than every 500 ms.
   */
  maxPollMs?: number;
}

const MIN_POLL_MS = 500;
const DEFAULT_POLL_MS = 2_000;
const SCHEMA = 'pgboss';
/** How long a queue that found no database waits before it tries to start again. */
const RETRY_START_MS = 5_000;

const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
/**
 * The statements pg-boss 10's worker sends without waiting for them: a job's "done" and
 * "failed". With the database away, their rejection would go unhandled and end the process.
 */
const UNAWAITED = new Set([bossPlans.completeJobs(SCHEMA), bossPlans.failJobsById(SCHEMA)]);

/** pg-boss's database: the app's own (PGlite's `query` takes one statement; a plain query several). */
function bossDb(db: Db, log: JobLog): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      // pg-boss leaves out `values` for its statements without parameters.
      const parameters = (values as unknown[] | undefined) ?? [];
      try {
        const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
        // Several statements at once answer no rows.
        return { rows: (result.rows as unknown[] | undefined) ?? [] };
      } catch (error) {
        if (!UNAWAITED.has(text)) throw error;
        // The job stays active; pg-boss runs it again once it expires.
        log.warn({ err: error }, 'job result not recorded; the job runs again when it expires');
        return { rows: [{ count: '0' }] };
      }
    },
  };
}

/** One queue's jobs at one moment (/metrics, docs/decisions/0045). */
export interface QueueCounts {
  queue: string;
  /** Jobs due now and not yet taken by a worker (a job sent to start later is not counted). */
  waiting: number;
  /** Jobs that failed for good (retries spent) and pg-boss still keeps: about a day's. */
  failed: number;
  /** How long the longest-waiting due job has been due, in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export class JobQueue {
  #boss: PgBoss;
  readonly #db: Db;
  readonly #log: JobLog;
  readonly #maxPollMs: number | undefined;
  readonly #jobs = new Map<string, JobDefinition>();
  readonly #workers = new Map<string, string>();
  #started = false;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(options: JobQueueOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#maxPollMs = options.maxPollMs;
    this.#boss = this.#newBoss();
  }

  #newBoss(): PgBoss {
    const boss = new PgBoss({
      db: bossDb(this.#db, this.#log),
      schema: SCHEMA,
      // Jobs are small and frequent: a day of history is plenty.
      deleteAfterDays: 1,
      archiveCompletedAfterSeconds: 60 * 60,
      maintenanceIntervalSeconds: 120,
      monitorStateIntervalSeconds: 600,
      cronMonitorIntervalSeconds: 30,
      cronWorkerIntervalSeconds: 5,
      clockMonitorIntervalSeconds: 600,
    });
    // A lost database makes every statement fail: the queue keeps trying and says so.
    boss.on('error', (error) => {
      if (!this.#stopped) this.#log.warn({ err: error }, 'job queue error');
    });
    return boss;
  }

  /** Adds a job; before start(). */
  define(job: JobDefinition): void {
    if (this.#started) throw new Error(`job ${job.name} defined after the queue started`);
    this.#jobs.set(job.name, job);
  }

  /** Creates pg-boss's tables (once per database), its queues, and starts the workers. */
  async start(): Promise<void> {
    this.#started = true;
    try {
      await this.#startWorkers();
    } catch (error) {
      // pg-boss cannot start twice: a later try starts a new one.
      this.#started = false;
      this.#workers.clear();
      const failed = this.#boss;
      this.#boss = this.#newBoss();
      await failed.stop({ graceful: false, wait: false }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * start(), except that a database that does not answer (the app keeps serving its 503s) is
   * waited for: the queue tries again every few seconds until it starts or is stopped.
   */
  async startOrWait(): Promise<void> {
    try {
      await this.start();
    } catch (error) {
      if (this.#stopped || !isDatabaseUnavailable(error)) throw error;
      this.#log.warn({ err: error }, 'job queue waits for the database');
      this.#retry = setTimeout(() => {
        this.startOrWait().catch((later: unknown) => {
          this.#log.warn({ err: later }, 'job queue did not start');
        });
      }, RETRY_START_MS);
      this.#retry.unref();
    }
  }

  async #startWorkers(): Promise<void> {
    await this.#boss.start();
    for (const job of this.#jobs.values()) {
      const { queued } = job;
      await this.#boss.createQueue(job.name, {
        name: job.name,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
        ...(queued
          ? {
              policy: 'standard',
              retryLimit: queued.retryLimit,
              retryDelay: queued.retryDelaySeconds,
              retryBackoff: false,
            }
          : {
              // Only one waits at a time: a second send while one waits is dropped.
              policy: 'short',
              // A run that failed (the database away, say) is tried again: 1 s, 2 s, 4 s… ~17 min.
              retryLimit: 10,
              retryDelay: 1,
              retryBackoff: true,
            }),
      });
      if (job.cron) await this.#boss.schedule(job.name, job.cron);
      const pollMs = Math.max(
        MIN_POLL_MS,
        Math.min(job.pollMs ?? DEFAULT_POLL_MS, this.#maxPollMs ?? Infinity),
      );
      const id = await this.#boss.work(
        job.name,
        { pollingIntervalSeconds: pollMs / 1000, batchSize: queued?.batchSize ?? 1 },
        async (batch) => {
          const next = await job.run(batch.map((sent) => sent.data));
          if (typeof next === 'number' && !this.#stopped) await this.#sendLater(job.name, next);
        },
      );
      this.#workers.set(job.name, id);
      if (job.firstAfterMs !== undefined) await this.#sendLater(job.name, job.firstAfterMs);
    }
  }

  async #sendLater(name: string, ms: number): Promise<void> {
    const startAfter = new Date(Date.now() + Math.max(0, ms));
    await this.#boss.send(name, {}, { startAfter, singletonKey: 'next' });
  }

  /**
   * Runs `name` soon: a job due now, and this instance's worker told to look at once. With
   * `debounceSeconds`, at most one run starts in that many seconds (one more follows a wake
   * that came too soon), whichever instances wake it.
   */
  async wake(name: string, options: { debounceSeconds?: number } = {}): Promise<void> {
    if (!this.#started || this.#stopped) return;
    if (options.debounceSeconds) {
      await this.#boss.sendDebounced(name, {}, {}, options.debounceSeconds, 'debounce');
      return;
    }
    await this.#boss.send(name, {}, { singletonKey: 'wake' });
    const id = this.#workers.get(name);
    if (id) this.#boss.notifyWorker(id);
  }

  /**
   * Queues a job carrying `data` for a `queued` job, and tells this instance's worker to look
   * at once. Sent before the queue started (or after it stopped): refused.
   */
  async send(name: string, data: object): Promise<void> {
    if (!this.#started || this.#stopped) throw new Error(`job queue not running; ${name} not sent`);
    await this.#boss.send(name, data);
    const id = this.#workers.get(name);
    if (id) this.#boss.notifyWorker(id);
  }

  /** Like wake(), for callers that do not wait: a failure is logged. */
  nudge(name: string, options: { debounceSeconds?: number } = {}): void {
    this.wake(name, options).catch((error: unknown) => {
      this.#log.warn({ err: error, job: name }, 'job not woken');
    });
  }

  /**
   * Each queue's waiting and failed jobs, read from pg-boss's tables (the failed ones it has
   * archived too). Before the queue has started, its tables may not exist yet: none.
   */
  async counts(): Promise<QueueCounts[]> {
    if (!this.#started) return [];
    const schema = sql.raw(SCHEMA);
    const { rows } = await sql<QueueCounts>`
      with jobs as (
        select name, state, start_after from ${schema}.job
        union all
        select name, state, start_after from ${schema}.archive where state = 'failed'
      ),
      due as (select * from jobs where state < 'active' and start_after <= now())
      select
        q.name as queue,
        (select count(*) from due where due.name = q.name)::integer as "waiting",
        (select count(*) from jobs where jobs.name = q.name and state = 'failed')::integer
          as "failed",
        coalesce(
          extract(epoch from now() - (select min(start_after) from due where due.name = q.name)),
          0
        )::float8 as "oldestWaitingSeconds"
      from ${schema}.queue q
      order by q.name
    `.execute(this.#db);
    return rows;
  }

  /** Stops the workers, waiting for the jobs under way (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#retry);
    if (!this.#started) return;
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
