import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { changePasswordInput } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { PasswordField } from '../components/password-field';
import { Button, PageHeader, SectionCard, Spinner } from '../components/ui';
import { fieldErrorsOf } from '../lib/errors';
import { useMe } from '../lib/me';
import { labelledFields } from '../lib/register-field';
import { toastFailure, toastSuccess } from '../lib/toast';
import { showServerErrors } from '../lib/use-server-errors';

// Akun saya: every admin changes their own password, given the current one (auth.changePassword).
// The admin's other sessions end; this one goes on.

const copy = adminCopy.akun;
const fields = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
type PasswordForm = { currentPassword: string; newPassword: string; repeatPassword: string };
const empty: PasswordForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function AkunPage() {
  const me = useMe();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: empty,
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      toastSuccess(copy.changed);
      form.reset(empty);
    },
    onError: (error) => {
      showServerErrors(error, form.setError, fields);
      // A password typed wrong is said at its field; anything else (too many tries) in a toast.
      if (Object.keys(fieldErrorsOf(error)).length === 0) toastFailure(copy.changeFailed, error);
    },
  });
  const submit = form.handleSubmit((values) => change.mutate(values));
  const field = labelledFields(form, copy.fields);
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro(me.username)} />
      <SectionCard id="akun-password" title={copy.passwordTitle} className="max-w-lg p-5">
        <p className="mt-1 text-sm text-stone-600">{copy.otherSessionsEnded}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
          {/* For the browser's password manager: whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={me.username}
            readOnly
            hidden
          />
          <PasswordField {...field('currentPassword')} autoComplete="current-password" />
          <PasswordField {...field('newPassword')} hint={copy.newPasswordHint} />
          <PasswordField {...field('repeatPassword')} />
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Spinner />}
              {change.isPending ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      </SectionCard>
    </>
  );
}
