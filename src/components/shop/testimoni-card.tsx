import { imageSrcSet, testimoniImagePath } from '../../shared/images';
import type { Testimoni } from '../../shared/schemas/testimoni';
import { marketplaces } from './brand-icons';

const sourceLabel = {
  shopee: marketplaces.shopee.label,
  tokopedia: marketplaces.tokopedia.label,
  tiktok: 'TikTok',
} as const;

/** A buyer's testimonial: photo, words, name and where they bought (SPEC §2 Testimonials). */
export function TestimoniCard({ testimoni }: { testimoni: Testimoni }) {
  const src = testimoniImagePath(testimoni.foto_testimoni);
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70">
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 85vw"
        alt={`Foto dari ${testimoni.nama_pembeli}`}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <blockquote className="flex-1 text-sm leading-relaxed text-stone-700">
          “{testimoni.deskripsi_testimoni}”
        </blockquote>
        <figcaption className="flex items-center justify-between gap-2 text-sm">
          <span className="font-bold text-stone-800">{testimoni.nama_pembeli}</span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            via {sourceLabel[testimoni.sumber_testimoni]}
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
