import { BellRing } from 'lucide-react';
import type { Availability } from '../../shared/ketersediaan';
import {
  kabarCellLabel,
  KABAR_STOK_CONSENT,
  KABARI_SAYA_PATH,
  kabarStokCopy,
} from '../../shared/kabar-stok';
import type { Ukuran } from '../../shared/schemas/ukuran';
import type { Warna } from '../../shared/schemas/warna';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { ConsentCheckbox, ConsentEmailInput, refusalOf, useConsentForm } from './consent-form';

// "Kabari saya" (docs/product.md §12 Kabar stok): on a sold-out size, a visitor leaves an
// address and the stock alert's own consent (not the newsletter's); the address is confirmed by
// e-mail once, then gets one e-mail per product when the sizes are available again.
// A native <details> opens it and a real form posts it (to KABARI_SAYA_PATH, which answers with
// a page), so it works before the page's scripts have run and without them; once React has taken
// over, the same form is sent by the tRPC mutation without leaving the page. What is sent is read
// from the form, never from React's state: what was typed, ticked or autofilled before React took
// over is only there (docs/decisions/0015).

const t = kabarStokCopy;

export interface KabarOption {
  /** `"{idWarna}:{idUkuran}"`, 0 for "no colour": the form's value. */
  value: string;
  label: string;
}

/**
 * The cells a visitor may ask about: the chosen colour's sold-out sizes; without a chosen colour,
 * every sold-out size of every colour (named with its colour).
 */
export function kabarOptionsOf(
  colours: readonly Warna[],
  sizes: readonly Ukuran[],
  availability: Availability,
  chosen: Warna | undefined,
): KabarOption[] {
  const forColour = (w: Warna | undefined, withName: boolean) =>
    sizes
      .filter((u) => !availability.size(u.id, w?.id))
      .map((u) => ({
        value: `${w?.id ?? 0}:${u.id}`,
        label: kabarCellLabel(u.ukuran, u.usia, withName ? w?.warna : undefined),
      }));
  if (chosen) return forColour(chosen, false);
  if (colours.length === 0) return forColour(undefined, false);
  return colours.flatMap((w) => forColour(w, true));
}

function errorMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) {
    const { status } = refusal;
    if (status === undefined) return t.offline;
    // The server's refusals are Indonesian already (no consent, available again, limited).
    if (status >= 400 && status < 500) return refusal.message;
  }
  return t.failed;
}

/** The cell a visitor chose, from the form's `"{idWarna}:{idUkuran}"`. */
function cellOf(fields: FormData): [number | undefined, number | undefined] {
  const sel = fields.get('sel');
  const [warna, ukuran] = typeof sel === 'string' ? sel.split(':').map(Number) : [];
  return [warna, ukuran];
}

export function KabariSayaForm({
  produkId,
  options,
}: {
  produkId: number;
  options: readonly KabarOption[];
}) {
  const site = useSite();
  const minta = trpc.kabarStok.request.useMutation();
  const { state, error, submitting, onSubmit } = useConsentForm({
    // UU PDP: the stock alert's consent, asked again by the server.
    consentRequired: t.consentRequired,
    check: (fields) => {
      const [warna, ukuran] = cellOf(fields);
      return warna === undefined || ukuran === undefined || !ukuran ? t.choiceRequired : undefined;
    },
    failure: errorMessage,
    send: async (email, fields) => {
      const [warna = 0, ukuran = 0] = cellOf(fields);
      await minta.mutateAsync({
        idProduk: produkId,
        idWarna: warna === 0 ? null : warna,
        idUkuran: ukuran,
        email,
        persetujuan: true,
        halaman: `/detail/${produkId}`,
      });
      return undefined;
    },
  });

  return (
    <details id="kabari-saya" className="group rounded-2xl bg-white ring-1 ring-stone-200/70">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-bold text-brand-700 [&::-webkit-details-marker]:hidden">
        <BellRing aria-hidden size={18} />
        {t.toggle}
        <span aria-hidden className="ml-auto text-stone-500 group-open:rotate-45">
          +
        </span>
      </summary>
      <form
        method="post"
        action={KABARI_SAYA_PATH}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 px-4 pb-4"
      >
        <p className="text-sm text-stone-600">{t.intro}</p>
        <input type="hidden" name="produk" value={produkId} />
        <fieldset>
          <legend className="text-sm font-bold text-stone-700">{t.choice}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {options.map((option) => (
              <label key={option.value} className="relative">
                <input
                  type="radio"
                  name="sel"
                  value={option.value}
                  defaultChecked={options.length === 1}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                />
                <span className="flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-3.5 text-sm font-semibold text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                  {option.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="kabari-email" className="text-sm font-bold text-stone-700">
            {t.emailLabel}
          </label>
          <ConsentEmailInput
            id="kabari-email"
            placeholder={t.emailPlaceholder}
            error={error}
            messageId="kabari-pesan"
            spaced
          />
        </div>
        <ConsentCheckbox text={KABAR_STOK_CONSENT.text(site.name)} />
        <p
          id="kabari-pesan"
          role={error ? 'alert' : 'status'}
          className={`text-sm font-semibold empty:hidden ${error ? 'text-rose-700' : 'text-emerald-800'}`}
        >
          {error ?? (state.kind === 'sent' ? t.done : '')}
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="w-fit rounded-full bg-brand-600 px-6 py-3 text-sm font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t.submitting : t.submit}
        </button>
      </form>
    </details>
  );
}
