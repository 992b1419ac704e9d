import { z } from 'zod';
import { messages } from '../messages.js';
import { idSchema, isStorableText, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';

const username = z
  .string({ error: messages.usernameRequired })
  .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
  .trim()
  .min(1, { error: messages.usernameRequired })
  .regex(/^[A-Za-z0-9._-]{3,50}$/, { error: messages.usernameInvalid });

const newPassword = z
  .string({ error: messages.passwordRequired })
  .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
  .min(1, { error: messages.passwordRequired })
  .min(8, { error: messages.passwordTooShort })
  .max(200);

export const loginInput = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
    .trim()
    .min(1, { error: messages.usernameRequired })
    .max(100),
  password: z
    .string({ error: messages.passwordRequired })
    .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
    .min(1, { error: messages.passwordRequired })
    .max(200),
});

/** Akun saya: an admin's own new password, given with the current one and typed twice. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
      .min(1, { error: messages.currentPasswordRequired })
      .max(200),
    newPassword,
    repeatPassword: z.string({ error: messages.repeatPasswordDiffers }).max(200),
  })
  .refine((v) => v.repeatPassword === v.newPassword, {
    path: ['repeatPassword'],
    error: messages.repeatPasswordDiffers,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: messages.newPasswordSame,
  });

export const userCreateInput = z.object({ username, password: newPassword });

/** Edit: a blank password keeps the current one. */
export const userUpdateInput = z.object({
  id: idSchema,
  username,
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPassword.optional()),
});

export interface AdminUser {
  id: number;
  username: string;
}

export interface Me extends AdminUser {
  isMainAdmin: boolean;
}

/** The main admin's user list sorts by username (issue 20 item 5); `dibuat`: in the order added. */
export const USER_SORT_KEYS = ['username', 'dibuat'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** The main admin's user list: by username, sorted, a page at a time. */
export const userAdminListInput = adminListInput(USER_SORT_KEYS, {
  search: searchTextSchema(100),
});
