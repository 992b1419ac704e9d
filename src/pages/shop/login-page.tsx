import { TRPCClientError } from '@trpc/client';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ShopLink } from '../../components/shop/shop-link';
import {
  LOGIN_PATH,
  parseLoginReason,
  safeAdminPath,
  type LoginReason,
} from '../../shared/admin-paths';
import { copy } from '../../shared/copy';
import { messages } from '../../shared/messages';
import { Logo } from '../../components/shop/logo';
import { PageMeta } from '../../lib/head';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

// docs/product.md §2 Login. A plain form post that works before the JavaScript has loaded (the server
// answers it with a redirect, src-server/http/admin-pages.ts); once hydrated it logs in without
// leaving the page and shows a spinner. Either way the server's message is shown.

/** What the page says when the server sent the visitor back here (no JavaScript, or a lost session). */
function messageFor(reason: LoginReason | undefined, wait: number): string | undefined {
  switch (reason) {
    case 'kredensial':
      return messages.wrongCredentials;
    case 'terlalu-sering':
      return messages.rateLimited(wait > 0 ? wait : 60);
    case 'gangguan':
      return messages.unavailable;
    case 'gagal':
      return copy.login.failed;
    default:
      return undefined;
  }
}

/** The server's message when it sent one (docs/architecture.md §7), else the spec's generic failure. */
function loginFailure(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status && status < 500 && error.message) return error.message;
    if (status === 503) return messages.unavailable;
  }
  return copy.login.failed;
}

const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 focus:outline-2 focus:outline-brand-600';

export function LoginPage() {
  const site = useSite();
  const [search] = useSearchParams();
  const next = safeAdminPath(search.get('next'));
  const reason = parseLoginReason(search.get('alasan'));
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | undefined>(() =>
    messageFor(reason, Number(search.get('tunggu'))),
  );
  const login = trpc.auth.login.useMutation({
    onSuccess: () => window.location.assign(next),
    onError: (failure) => {
      setError(loginFailure(failure));
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending || login.isSuccess) return;
    // Read from the form, not kept in state: what was typed before the page's scripts took over
    // (the fields work as plain HTML until then) counts as much as what was typed after.
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const username = field('username');
    const password = field('password');
    const missing = !username.trim()
      ? messages.usernameRequired
      : !password
        ? messages.passwordRequired
        : undefined;
    setError(missing);
    if (missing) return;
    login.mutate({ username: username.trim(), password });
  };
  const busy = login.isPending || login.isSuccess;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 py-10">
      <PageMeta title={copy.login.title} description={copy.login.intro} path={LOGIN_PATH} noindex />
      <div className="w-full max-w-sm">
        <ShopLink to="/" className="mx-auto mb-6 flex w-fit items-center" aria-label={site.name}>
          <Logo name={site.name} />
        </ShopLink>
        <section className="rounded-2xl bg-white p-6 shadow-md sm:p-8">
          <h1 className="text-2xl font-extrabold text-stone-900">{copy.login.title}</h1>
          <p className="mt-1 text-sm text-stone-600">{copy.login.intro}</p>
          {reason === 'sesi' && !error && (
            <p
              role="status"
              className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {copy.login.sessionEnded}
            </p>
          )}
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
            >
              {error}
            </p>
          )}
          <form method="post" action={LOGIN_PATH} onSubmit={submit} className="mt-5 space-y-4">
            <input type="hidden" name="next" value={next} />
            <div className="space-y-1">
              <label
                htmlFor="login-username"
                className="block text-sm font-semibold text-stone-800"
              >
                {copy.login.username}
              </label>
              <input
                id="login-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                className={inputClass}
              />
            </div>
            <div className="space-y-1">
              <label
                htmlFor="login-password"
                className="block text-sm font-semibold text-stone-800"
              >
                {copy.login.password}
              </label>
              <div className="relative">
                <input
                  id="login-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  className={`${inputClass} pr-11`}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? copy.login.hidePassword : copy.login.showPassword}
                  aria-pressed={showPassword}
                  className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {showPassword ? (
                    <EyeOff className="size-5" aria-hidden="true" />
                  ) : (
                    <Eye className="size-5" aria-hidden="true" />
                  )}
                </button>
              </div>
            </div>
            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-brand-600/70"
            >
              {busy ? (
                <span
                  role="status"
                  aria-label={copy.login.submitting}
                  className="size-5 animate-spin rounded-full border-2 border-white border-r-transparent"
                />
              ) : (
                <LogIn className="size-5" aria-hidden="true" />
              )}
              {copy.login.submit}
            </button>
          </form>
        </section>
        <p className="mt-6 text-center text-sm">
          <ShopLink to="/" className="font-semibold text-brand-700 underline">
            {copy.login.backToShop}
          </ShopLink>
        </p>
      </div>
    </main>
  );
}
