import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

export interface SessionUser {
  id: number;
  username: string;
}

/** The user of a live session, or undefined for an unknown, expired or idle-expired one. */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  idleTimeoutMs: number,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where(
      'sessions.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(secs => ${idleTimeoutMs / 1000})`,
    )
    .executeTakeFirst();
}
