import { copy } from '../../../shared/copy';
import { useDisclosure } from '../use-disclosure';

/** The description, open at first and folded by its heading's button. */
export function ProductDescription({ text }: { text: string }) {
  const { open, button } = useDisclosure('deskripsi', true);
  return (
    <section className="rounded-2xl bg-white ring-1 ring-stone-200/70">
      <h2>
        <button
          {...button}
          className="flex w-full items-center justify-between px-4 py-3 text-left font-bold text-stone-800"
        >
          {copy.produk.description}
          <span aria-hidden>{open ? '−' : '+'}</span>
        </button>
      </h2>
      <div
        id="deskripsi"
        hidden={!open}
        className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-stone-700"
      >
        {text.trim() || copy.produk.descriptionFallback}
      </div>
    </section>
  );
}

/** How the shop sends an order, the same on every product. */
export function ShippingInfo() {
  return (
    <section className="rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed text-stone-700">
      <h2 className="font-bold text-stone-800">{copy.produk.shipping.title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {copy.produk.shipping.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
