import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  userAdminListInput,
  userCreateInput,
  userUpdateInput,
} from '../../../src/shared/schemas/user.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { MAIN_ADMIN_ID } from '../../../src/shared/roles.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import { hashPassword } from '../../services/session/password.js';
import { currentTokenHash } from '../../services/session/session.js';
import { deleteUserSessions } from '../../services/session/session.queries.js';
import {
  deleteUser,
  insertUser,
  listUsers,
  pageUsers,
  updateUser,
  USERNAME_UNIQUE,
} from './user.queries.js';

function usernameTaken(error: unknown): never {
  if (isUniqueViolation(error, USERNAME_UNIQUE)) {
    throw new TRPCError({ code: 'CONFLICT', message: messages.usernameTaken, cause: error });
  }
  throw error;
}

// Managing admins is the main admin's alone (docs/architecture.md §5).
export const userRouter = router({
  /** Every admin, in the order added: what the legacy GET /user answers. */
  list: mainAdminProcedure.query(({ ctx }) => listUsers(ctx.db)),

  adminList: mainAdminProcedure.input(userAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageUsers(ctx.db, filters, { page, pageSize });
  }),

  create: mainAdminProcedure.input(userCreateInput).mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    return insertUser(ctx.db, input.username, passwordHash).catch(usernameTaken);
  }),

  update: mainAdminProcedure.input(userUpdateInput).mutation(async ({ ctx, input }) => {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const updated = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const user = await updateUser(trx, input.id, { username: input.username, passwordHash });
        // A new password logs the user out everywhere, except the session making the change.
        if (user && passwordHash) await deleteUserSessions(trx, user.id, currentTokenHash(ctx));
        return user;
      })
      .catch(usernameTaken);
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: messages.userNotFound });
    return updated;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (input.id === MAIN_ADMIN_ID) {
      throw new TRPCError({ code: 'FORBIDDEN', message: messages.mainAdminUndeletable });
    }
    if (!(await deleteUser(ctx.db, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: messages.userNotFound });
    }
    return { id: input.id };
  }),
});
