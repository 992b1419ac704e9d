import { TRPCClientError } from '@trpc/client';
import { useCallback, useState, type SyntheticEvent } from 'react';
import { isValidEmail, normalizeEmail } from '../../shared/email';
import { messages } from '../../shared/messages';

// The storefront's consent forms (the newsletter, "Kabari saya"): an address and a ticked box,
// checked here and again by the server (UU PDP: nothing is sent without the box ticked). What is
// sent is read from the form, never from React's state: what was typed, pasted, ticked or
// autofilled before React took over is only there (docs/decisions/0015).

export type ConsentFormState =
  { kind: 'idle'; error?: string } | { kind: 'submitting' } | { kind: 'sent' };

export interface ConsentFormOptions {
  /** The consent's own refusal text when the box is not ticked. */
  consentRequired: string;
  /** A refusal read from the other fields, checked before the address. */
  check?: (fields: FormData) => string | undefined;
  /** Sends; resolves to a refusal to show, or undefined once sent. */
  send: (email: string, fields: FormData) => Promise<string | undefined>;
  /** A failed send in the visitor's words. */
  failure: (error: unknown) => string;
}

/** A call the server refused: its HTTP status (undefined when it never reached the server). */
export function refusalOf(
  error: unknown,
): { status: number | undefined; message: string } | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return { status, message: error.message };
}

export function useConsentForm({ consentRequired, check, send, failure }: ConsentFormOptions) {
  const [state, setState] = useState<ConsentFormState>({ kind: 'idle' });
  const refuse = (error: string) => setState({ kind: 'idle', error });
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const typed = fields.get('email');
    const email = normalizeEmail(typeof typed === 'string' ? typed : '');
    const refused =
      check?.(fields) ??
      (!isValidEmail(email)
        ? messages.emailInvalid
        : !fields.has('persetujuan')
          ? consentRequired
          : undefined);
    if (refused !== undefined) {
      refuse(refused);
      return;
    }
    setState({ kind: 'submitting' });
    try {
      const refusal = await send(email, fields);
      if (refusal !== undefined) {
        refuse(refusal);
        return;
      }
      form.reset();
      setState({ kind: 'sent' });
    } catch (error) {
      refuse(failure(error));
    }
  }

  return {
    state,
    error: state.kind === 'idle' ? state.error : undefined,
    submitting: state.kind === 'submitting',
    onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void onSubmit(event),
    reset,
  };
}

const emailClass =
  'w-full rounded-full border border-stone-300 bg-white px-5 py-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

/** The address field, pointing at the message that explains a refusal. */
export function ConsentEmailInput({
  id,
  placeholder,
  error,
  messageId,
  spaced = false,
}: {
  id: string;
  placeholder: string;
  error: string | undefined;
  messageId: string;
  /** Below a visible label. */
  spaced?: boolean;
}) {
  return (
    <input
      id={id}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
      className={spaced ? `mt-1 ${emailClass}` : emailClass}
    />
  );
}

/** The box a visitor ticks to consent, with the consent's own text. */
export function ConsentCheckbox({
  text,
  className = 'flex items-start gap-3 text-sm leading-relaxed text-stone-700',
}: {
  text: string;
  className?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        name="persetujuan"
        className="mt-1 size-5 flex-none accent-brand-600"
      />
      <span>{text}</span>
    </label>
  );
}
