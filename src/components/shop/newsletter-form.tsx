import { PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { copy } from '../../shared/copy';
import { NEWSLETTER_CONSENT } from '../../shared/newsletter-consent';
import { useSite } from '../../lib/site';
import { useLocation } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { ConsentCheckbox, ConsentEmailInput, refusalOf, useConsentForm } from './consent-form';
import { LazyModal, preloadModal } from './lazy-modal';

export const SUCCESS_DIALOG_MS = 3_000;

/** What went wrong, in the spec's words (docs/product.md §8 Newsletter). */
function errorMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) {
    const { status } = refusal;
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
  const utils = trpc.useUtils();
  const subscribe = trpc.promo.subscribe.useMutation();
  const { state, error, submitting, onSubmit, reset } = useConsentForm({
    consentRequired: copy.newsletter.consentRequired,
    failure: errorMessage,
    send: async (email) => {
      preloadModal();
      const { exists } = await utils.promo.check.fetch({ email }, { staleTime: 0 });
      if (exists) return copy.newsletter.exists;
      await subscribe.mutateAsync({ email, persetujuan: true, halaman: pathname });
      return undefined;
    },
  });

  useEffect(() => {
    if (state.kind !== 'sent') return;
    const timer = setTimeout(reset, SUCCESS_DIALOG_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state.kind, reset]);

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor="newsletter-email" className="sr-only">
            Alamat email
          </label>
          <ConsentEmailInput
            id="newsletter-email"
            placeholder="Alamat email kamu"
            error={error}
            messageId="newsletter-error"
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
        <ConsentCheckbox
          text={NEWSLETTER_CONSENT.text(site.name)}
          className="flex items-start gap-3 text-left text-sm leading-relaxed text-stone-700 sm:order-last sm:col-span-2"
        />
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
        open={state.kind === 'sent'}
        onOpenChange={(open) => !open && reset()}
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
