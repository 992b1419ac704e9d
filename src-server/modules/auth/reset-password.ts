import { sql } from 'kysely';
import { MAIN_ADMIN_ID } from '../../../src/shared/roles.js';
import type { Db } from '../../db/connect.js';
import { generatePassword, hashPassword } from '../../services/session/password.js';
import { deleteUserSessions } from '../../services/session/session.queries.js';

export interface ResetPassword {
  username: string;
  /** Shown once by the caller; only its hash is stored. */
  password: string;
}

/**
 * A lost password's way back (`npm run admin:reset-password`): a new strong password for the
 * main admin, or for the admin named `username`, and every session of theirs ended. Undefined
 * when there is no such admin.
 */
export async function resetAdminPassword(
  db: Db,
  username?: string,
): Promise<ResetPassword | undefined> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where(
        username === undefined
          ? sql<boolean>`id = ${MAIN_ADMIN_ID}`
          : sql<boolean>`lower(username) = ${username.toLowerCase()}`,
      )
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (!user) return undefined;
    await deleteUserSessions(trx, user.id);
    return { username: user.username, password };
  });
}
