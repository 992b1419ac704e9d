import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

export interface SessionUser {
  id: number;
  username: string;
}

export interface LiveSession {
  user: SessionUser;
  lastSeenAt: Date;
}

/** The live session with this token hash: not past its absolute expiry nor idle too long. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  idleTimeoutMs: number,
): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where(
      'sessions.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(secs => ${idleTimeoutMs / 1000})`,
    )
    .executeTakeFirst();
  return row && { user: { id: row.id, username: row.username }, lastSeenAt: row.last_seen_at };
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      expires_at: values.expiresAt,
      last_seen_at: new Date(),
    })
    .execute();
}

export async function touchSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user, except (optionally) the one making the change. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '<>', exceptTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, idleTimeoutMs: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb('last_seen_at', '<=', sql<Date>`now() - make_interval(secs => ${idleTimeoutMs / 1000})`),
      ]),
    )
    .execute();
}
