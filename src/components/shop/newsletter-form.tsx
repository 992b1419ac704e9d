import { TRPCClientError } from '@trpc/client';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { copy } from '../../shared/copy';
import { NEWSLETTER_CONSENT } from '../../shared/newsletter-consent';
import { useSite } from '../../lib/site';
import { useLocation } from 'react-router-dom';
import { isValidEmail, normalizeEmail } from '../../shared/email';
import { trpc } from '../../lib/trpc';
import { LazyModal, preloadModal } from './lazy-modal';

export const SUCCESS_DIALOG_MS = 3_000;

type State = { kind: 'idle'; error?: string } | { kind: 'submitting' } | { kind: 'success' };

/** What went wrong, in the spec's words (docs/product.md §8 Newsletter). */
function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === 409) return copy.newsletter.exists;
    if (status === 400) return copy.newsletter.invalid;
    if (status === undefined) return copy.newsletter.offline;
  }
  return copy.newsletter.failed;
}

/**
 * Newsletter sign-up (docs/product.md §4, §5): format check, an existence check, then the sign-up; a dialog
 * confirms and closes by itself after 3 s or on Tutup.
 */
export function NewsletterForm() {
  const site = useSite();
  const { pathname } = useLocation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const utils = trpc.useUtils();
  const subscribe = trpc.promo.subscribe.useMutation();

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => {
      setState({ kind: 'idle' });
    }, SUCCESS_DIALOG_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state.kind]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not kept in React state: an address typed, pasted or autofilled (and a
    // box ticked) before the page became interactive is only there (docs/decisions/0015).
    const form = event.currentTarget;
    const fields = new FormData(form);
    const typed = fields.get('email');
    const normalized = normalizeEmail(typeof typed === 'string' ? typed : '');
    const consent = fields.has('persetujuan');
    if (!isValidEmail(normalized)) {
      setState({ kind: 'idle', error: copy.newsletter.invalid });
      return;
    }
    // UU PDP: no sign-up without the ticked box (the server asks again).
    if (!consent) {
      setState({ kind: 'idle', error: copy.newsletter.consentRequired });
      return;
    }
    setState({ kind: 'submitting' });
    preloadModal();
    try {
      const { exists } = await utils.promo.check.fetch({ email: normalized }, { staleTime: 0 });
      if (exists) {
        setState({ kind: 'idle', error: copy.newsletter.exists });
        return;
      }
      await subscribe.mutateAsync({ email: normalized, persetujuan: true, halaman: pathname });
      form.reset();
      setState({ kind: 'success' });
    } catch (error) {
      setState({ kind: 'idle', error: errorMessage(error) });
    }
  }

  const error = state.kind === 'idle' ? state.error : undefined;
  const submitting = state.kind === 'submitting';
  return (
    <>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor="newsletter-email" className="sr-only">
            Alamat email
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Alamat email kamu"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
            className="w-full rounded-full border border-stone-300 bg-white px-5 py-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          {error && (
            <p
              id="newsletter-error"
              role="alert"
              className="mt-2 pl-4 text-sm font-semibold text-rose-700"
            >
              {error}
            </p>
          )}
        </div>
        <label className="flex items-start gap-3 text-left text-sm leading-relaxed text-stone-700 sm:order-last sm:col-span-2">
          <input
            type="checkbox"
            name="persetujuan"
            className="mt-1 size-5 flex-none accent-brand-600"
          />
          <span>{NEWSLETTER_CONSENT.text(site.name)}</span>
        </label>
        {/* Sent before React has taken over, the page's entry shows the second text at once
            (data-sending, src/entry-client.tsx) and React's renders set both from then on; the
            look follows the text shown. */}
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-brand-600 px-7 py-3 font-bold text-white hover:bg-brand-700 has-[[data-sending=show]:not([hidden])]:cursor-wait has-[[data-sending=show]:not([hidden])]:opacity-70"
        >
          <span data-sending="hide" hidden={submitting} suppressHydrationWarning>
            {copy.newsletter.submit}
          </span>
          <span data-sending="show" hidden={!submitting} suppressHydrationWarning>
            {copy.newsletter.submitting}
          </span>
        </button>
      </form>
      <LazyModal
        open={state.kind === 'success'}
        onOpenChange={(open) => !open && setState({ kind: 'idle' })}
        overlayClassName="fixed inset-0 z-40 bg-stone-900/50"
        contentClassName="fixed top-1/2 left-1/2 z-50 w-[90vw] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 text-center shadow-2xl"
      >
        {({ Title, Description, Close }) => (
          <>
            <PartyPopper aria-hidden size={40} className="mx-auto text-brand-600" />
            <Title className="mt-3 text-xl font-extrabold text-stone-800">
              {copy.newsletter.successTitle}
            </Title>
            <Description className="mt-2 text-stone-600">{copy.newsletter.successBody}</Description>
            <Close className="mt-5 rounded-full bg-brand-600 px-6 py-2.5 font-bold text-white hover:bg-brand-700">
              {copy.newsletter.close}
            </Close>
          </>
        )}
      </LazyModal>
    </>
  );
}
