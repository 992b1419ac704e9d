import { useState, type SubmitEvent } from 'react';
import { copy } from '../../shared/copy';
import type { Availability } from '../../shared/ketersediaan';
import { keluarProdukPath } from '../../shared/keluar';
import type { Ukuran } from '../../shared/schemas/ukuran';
import type { Warna } from '../../shared/schemas/warna';
import { WhatsappIcon } from './brand-icons';

// "Pesan via WhatsApp" (docs/product.md §10 Availability): the order with the chosen colour and
// size, through /keluar like every buy button. A plain GET form with real radio buttons, so it
// works before the page's scripts have run and without them at all; what is sent is what the
// page holds (the checked radio, the colour of the page's address), never a copy in React's
// state (docs/decisions/0015). A size that is Habis in the chosen colour cannot be chosen, and
// says so beside it.

export function OrderForm({
  produkId,
  sizes,
  chosen,
  availability,
}: {
  produkId: number;
  sizes: readonly Ukuran[];
  chosen: Warna | undefined;
  availability: Availability;
}) {
  const [problem, setProblem] = useState<string>();
  // A size checked before another colour was chosen in the page may be Habis in that colour:
  // its radio is disabled now, and a disabled radio is not sent. Say so rather than send.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const checked = event.currentTarget.querySelector<HTMLInputElement>(
      'input[name="ukuran"]:checked',
    );
    if (checked?.disabled) {
      event.preventDefault();
      setProblem(copy.produk.sizeSoldOutIn(chosen?.warna));
    } else {
      setProblem(undefined);
    }
  };
  return (
    <section aria-labelledby="pesan" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200/70">
      <h2 id="pesan" className="text-sm font-bold text-stone-700">
        {copy.produk.order}
      </h2>
      <form
        method="get"
        action={keluarProdukPath(produkId, 'whatsapp')}
        target="_blank"
        rel="nofollow noopener noreferrer"
        onSubmit={submit}
        onChange={() => setProblem(undefined)}
        className="mt-2 flex flex-col gap-3"
      >
        {chosen && <input type="hidden" name="warna" value={chosen.id} />}
        <p className="text-sm text-stone-600">
          {chosen ? `${copy.produk.colour}: ${chosen.warna}` : copy.produk.orderHint}
        </p>
        {sizes.length > 0 && (
          <fieldset>
            <legend className="text-sm font-bold text-stone-700">{copy.produk.sizeChoice}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {sizes.map((u) => {
                const available = availability.size(u.id, chosen?.id);
                const label = copy.produk.sizeOption(u.ukuran, u.usia);
                return (
                  <label key={u.id} className="relative">
                    <input
                      type="radio"
                      name="ukuran"
                      value={u.id}
                      disabled={!available}
                      className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    />
                    <span className="flex min-h-11 items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3.5 text-sm font-semibold text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:border-dashed peer-disabled:bg-stone-100 peer-disabled:text-stone-600">
                      {available ? (
                        label
                      ) : (
                        <>
                          <s>{label}</s>
                          <span className="rounded-full bg-stone-700 px-1.5 py-0.5 text-[0.7rem] font-bold text-white">
                            {copy.produk.habis}
                          </span>
                        </>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <p role="status" className="text-sm font-semibold text-rose-700 empty:hidden">
          {problem}
        </p>
        <button
          type="submit"
          className="inline-flex w-fit items-center gap-2 rounded-full bg-[#177a42] px-5 py-3 text-sm font-bold text-white shadow-sm hover:bg-[#136637]"
        >
          <WhatsappIcon /> {copy.produk.orderButton}
        </button>
      </form>
    </section>
  );
}
