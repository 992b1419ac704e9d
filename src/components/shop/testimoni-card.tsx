import { imageSrcSet, testimoniImagePath } from '../../shared/images';
import type { Testimoni } from '../../shared/schemas/testimoni';
import { marketplaces } from './brand-icons';

const sourceLabel = {
  shopee: marketplaces.shopee.label,
  tokopedia: marketplaces.tokopedia.label,
  tiktok: 'TikTok',
} as const;

/**
 * A buyer's testimonial: photo, words, name and where they bought (docs/product.md §2 Testimonials). In a
 * grid on a phone the photo sits beside the words, so a page of eight stays short; `vertical`
 * keeps the photo on top everywhere (the home page strip).
 */
export function TestimoniCard({
  testimoni,
  vertical = false,
}: {
  testimoni: Testimoni;
  vertical?: boolean;
}) {
  const src = testimoniImagePath(testimoni.foto_testimoni);
  // figcaption is a child of figure itself (HTML allows it nowhere else): a grid places it,
  // under the words, beside the photo on a phone.
  return (
    <figure
      className={`grid h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 ${vertical ? 'grid-rows-[auto_1fr_auto]' : 'max-sm:grid-cols-[7rem_1fr] max-sm:grid-rows-[1fr_auto] sm:grid-rows-[auto_1fr_auto]'}`}
    >
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={vertical ? '288px' : '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 112px'}
        alt={`Foto dari ${testimoni.nama_pembeli}`}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className={`aspect-square object-cover ${vertical ? 'w-full' : 'w-28 max-sm:row-span-2 max-sm:h-full sm:w-full'}`}
      />
      <blockquote
        className={`text-sm leading-relaxed text-stone-700 ${vertical ? 'px-4 pt-4' : 'px-3 pt-3 sm:px-4 sm:pt-4'}`}
      >
        “{testimoni.deskripsi_testimoni}”
      </blockquote>
      <figcaption
        className={`flex items-center justify-between gap-2 pt-3 text-sm ${vertical ? 'px-4 pb-4' : 'px-3 pb-3 sm:px-4 sm:pb-4'}`}
      >
        <span className="font-bold text-stone-800">{testimoni.nama_pembeli}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          via {sourceLabel[testimoni.sumber_testimoni]}
        </span>
      </figcaption>
    </figure>
  );
}
