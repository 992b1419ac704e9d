import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { messages } from '../../shared/messages';
import { userCreateInput, userUpdateInput, type AdminUser } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { FieldShell, TextField } from './form-fields';
import { FormDialog } from './form-dialog';

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

function PasswordField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint: string;
  error: FieldError | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`block w-full rounded-lg border bg-white py-2 pr-12 pl-3 text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${invalid ? 'border-red-600' : 'border-stone-300'}`}
            {...input}
          />
          <button
            type="button"
            aria-label={visible ? copy.hidePassword : copy.showPassword}
            title={visible ? copy.hidePassword : copy.showPassword}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export function UserFormDialog({
  editing,
  onClose,
}: {
  editing: AdminUser | 'new';
  onClose: () => void;
}) {
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
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      title={isNew ? copy.createTitle : copy.editTitle}
      dirty={form.formState.isDirty}
      submitting={create.isPending || update.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextField
        label={copy.fields.username}
        error={errors.username}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...form.register('username')}
      />
      <PasswordField
        label={isNew ? copy.fields.password : copy.fields.newPassword}
        hint={isNew ? copy.passwordHint : `${copy.newPasswordHint} ${copy.passwordHint}`}
        error={errors.password}
        {...form.register('password')}
      />
    </FormDialog>
  );
}
