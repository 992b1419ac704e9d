import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

// The job queue's tables (docs/decisions/0030-job-queue.md): pg-boss's own schema `pgboss`,
// made here with the other tables rather than when the first instance starts, so every
// database (and every test's copy of the migrated template) has it ready. pg-boss wraps its
// plan in a transaction of its own; the migration already runs in one, so that wrapper goes.
// A later pg-boss brings its own changes to this schema when it starts (its `version` table).

export const JOB_QUEUE_SCHEMA = 'pgboss';

export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA).trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) {
    throw new Error('pg-boss construction plan without its BEGIN/COMMIT wrapper');
  }
  await sql.raw(plan.slice('BEGIN;'.length, -'COMMIT;'.length)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists ${sql.id(JOB_QUEUE_SCHEMA)} cascade`.execute(db);
}
