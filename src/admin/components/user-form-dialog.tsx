import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { messages } from '../../shared/messages';
import { userCreateInput, userUpdateInput, type AdminUser } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { labelledFields, registerField } from '../lib/register-field';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { TextField } from './form-fields';
import { EntityFormDialog, type EntityDialogProps } from '../kit/entity-form';
import { PasswordField } from './password-field';

// Add or edit an admin (docs/architecture.md §5). The current password is never shown or sent back: editing
// sets a new one only when the field is filled; a blank field keeps the current one.

const copy = adminCopy.user;
const fields = ['username', 'password'] as const;

type UserForm = { username: string; password: string };
/** What the resolver hands over: on edit a blank password has become `undefined`. */
type UserValues = { username: string; password?: string | undefined };

const createResolver: Resolver<UserForm, unknown, UserValues> = zodResolver(userCreateInput);
/**
 * The edit form checks what `user.update` checks, without the id (that is the row's). The
 * schema's blank-password preprocess types its input as `unknown`; the field is always a string.
 */
const editResolver = zodResolver(userUpdateInput.omit({ id: true })) as unknown as Resolver<
  UserForm,
  unknown,
  UserValues
>;

export function UserFormDialog({ editing, onClose }: EntityDialogProps<AdminUser>) {
  const isNew = editing === 'new';
  const form = useForm<UserForm, unknown, UserValues>({
    resolver: isNew ? createResolver : editResolver,
    defaultValues: { username: isNew ? '' : editing.username, password: '' },
  });
  const kind = isNew ? 'created' : 'updated';
  const handlers = useWriteHandlers('user', kind, {
    onSuccess: onClose,
    onError: (error) => {
      showServerErrors(error, form.setError, fields);
      // A taken username is a 409 without field issues: it belongs to the username field.
      if (httpStatusOf(error) === 409) {
        form.setError(
          'username',
          { type: 'server', message: serverMessageOf(error) ?? messages.usernameTaken },
          { shouldFocus: true },
        );
      }
    },
  });
  const create = trpc.user.create.useMutation(handlers);
  const update = trpc.user.update.useMutation(handlers);
  const submit = form.handleSubmit(({ username, password }) => {
    if (isNew) create.mutate({ username, password: password ?? '' });
    // A blank new password is not sent at all: the server keeps the current one.
    else update.mutate({ id: editing.id, username, ...(password ? { password } : {}) });
  });
  const field = labelledFields(form, copy.fields);
  return (
    <EntityFormDialog
      copy={copy}
      isNew={isNew}
      form={form}
      writes={[create, update]}
      submit={submit}
      onClose={onClose}
    >
      <TextField
        {...field('username')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField
        label={isNew ? copy.fields.password : copy.fields.newPassword}
        hint={isNew ? copy.passwordHint : `${copy.newPasswordHint} ${copy.passwordHint}`}
        {...registerField(form, 'password')}
      />
    </EntityFormDialog>
  );
}
