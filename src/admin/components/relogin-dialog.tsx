import * as Dialog from '@radix-ui/react-dialog';
import { useState, type SubmitEvent } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { loginPath } from '../../shared/admin-paths';
import { messages } from '../../shared/messages';
import { trpc } from '../../lib/trpc';
import { serverMessageOf } from '../lib/errors';
import { useMe } from '../lib/me';
import { sessionRestored, useSessionEnded } from '../lib/session-relogin';
import { toastSuccess } from '../lib/toast';
import { useFocusReturn } from './dialog-focus';
import { SubmitButton } from './form-dialog';
import { PasswordField } from './password-field';

// Logging in again over the page when the session ended mid-work (lib/session-relogin.ts): the
// username is the one signed in, only the password is asked. Whatever waited (a save of the
// open form) is sent again afterwards; nothing on the page underneath is closed or cleared.

const copy = adminCopy.relogin;

export function ReloginDialog() {
  const ended = useSessionEnded();
  const me = useMe();
  const utils = trpc.useUtils();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(messages.passwordRequired);
      return;
    }
    setPending(true);
    try {
      await utils.client.auth.login.mutate({ username: me.username, password });
      setPassword('');
      setError(undefined);
      sessionRestored();
      toastSuccess(copy.restored);
      void utils.invalidate();
    } catch (failure) {
      setError(serverMessageOf(failure) ?? copy.failed);
    } finally {
      setPending(false);
    }
  };
  const here = () => window.location.pathname + window.location.search;

  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={ended}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content
          {...focusReturn}
          // Only logging in closes it: what waits underneath needs a session.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <Dialog.Title className="text-lg font-bold text-stone-900">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {copy.body}
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            <label className="block">
              <span className="mb-1 block text-sm font-semibold text-stone-800">
                {copy.username}
              </span>
              <input
                name="username"
                autoComplete="username"
                value={me.username}
                readOnly
                className="block w-full rounded-lg border border-stone-300 bg-stone-100 px-3 py-2 text-stone-700"
              />
            </label>
            <PasswordField
              label={copy.password}
              autoComplete="current-password"
              // The dialog is there to take the password: the cursor starts in it.
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <a
                href={loginPath({ next: here(), reason: 'sesi' })}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                {copy.otherUser}
              </a>
              <SubmitButton pending={pending}>
                {pending ? copy.submitting : copy.submit}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
