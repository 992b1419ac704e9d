import { sql } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { AdminUser, UserSortKey } from '../../../src/shared/schemas/user.js';
import type { Db } from '../../db/connect.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';

export const USERNAME_UNIQUE = 'users_username_unique';

/** Usernames only: passwords and hashes never leave this module's callers (docs/architecture.md §5). */
export function listUsers(db: Db): Promise<AdminUser[]> {
  return db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
}

const adminList: ListSpec<UserSortKey> = {
  sort: { username: { column: 'username', text: true }, dibuat: { column: 'id' } },
  search: ['username'],
  id: 'id',
};

/** One page of the main admin's user list, in the order added or by username. */
export function pageUsers(
  db: Db,
  filters: ListFilters<UserSortKey>,
  page: PageRequest,
): Promise<Page<AdminUser>> {
  const query = db.selectFrom('users').select(['id', 'username']).orderBy('id');
  return fetchPage(searchedAndSorted(query, adminList, filters), page);
}

/** For login: the hash, by username. Usernames match in any case. */
export function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: number; username: string; password_hash: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** For Akun saya: the admin's own hash, to check the current password. */
export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export function insertUser(db: Db, username: string, passwordHash: string): Promise<AdminUser> {
  return db
    .insertInto('users')
    .values({ username, password_hash: passwordHash })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

export function updateUser(
  db: Db,
  id: number,
  values: { username: string; passwordHash?: string },
): Promise<AdminUser | undefined> {
  return db
    .updateTable('users')
    .set({
      username: values.username,
      ...(values.passwordHash ? { password_hash: values.passwordHash } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(['id', 'username'])
    .executeTakeFirst();
}

/** Deleting a user ends their sessions too (foreign key on delete cascade). */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
