import { Link } from 'react-router-dom';
import { copy } from '../../../shared/copy';
import { warnaImagePath } from '../../../shared/images';
import { FixedWidthImage } from '../responsive-image';
import type { Availability } from '../../../shared/ketersediaan';
import type { ProdukPage } from '../../../shared/schemas/produk-page';

type Warna = ProdukPage['warna'][number];

/** Choosing a colour changes the URL but not the page: it stays where it is (shop-layout.tsx). */
const KEEP_SCROLL = { keepScroll: true };

/**
 * The product's colours as photo links (?warna={id}, so a shared link opens on one); the chosen
 * one's link goes back to no colour, a sold-out one says Habis.
 */
export function ColourChoice({
  idProduk,
  colours,
  chosen,
  availability,
  colourPath,
}: {
  idProduk: number;
  colours: readonly Warna[];
  chosen: Warna | undefined;
  availability: Availability;
  colourPath: (w: { id: number } | undefined) => string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-stone-700">
        {copy.produk.colour}
        {chosen ? `: ${chosen.warna}` : ''}
      </legend>
      <ul className="mt-2 flex flex-wrap gap-3">
        {colours.map((w) => {
          const src = warnaImagePath(idProduk, w.foto);
          const isSelected = w.id === chosen?.id;
          const soldOut = !availability.colour(w.id);
          return (
            <li key={w.id}>
              <Link
                to={colourPath(isSelected ? undefined : w)}
                replace
                preventScrollReset
                state={KEEP_SCROLL}
                aria-current={isSelected ? 'true' : undefined}
                aria-label={
                  soldOut ? copy.produk.colourSoldOut(w.warna) : copy.produk.colourButton(w.warna)
                }
                className={`relative block overflow-hidden rounded-xl ring-2 ring-offset-2 transition ${isSelected ? 'ring-brand-600' : 'ring-transparent hover:ring-stone-300'}`}
              >
                <FixedWidthImage
                  src={src}
                  alt=""
                  width={64}
                  height={85}
                  loading="lazy"
                  fetchPriority="low"
                  className={`aspect-[3/4] w-16 object-cover ${soldOut ? 'opacity-60' : ''}`}
                />
                {soldOut && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 bottom-0 bg-stone-900/85 py-0.5 text-center text-[0.7rem] font-bold text-white"
                  >
                    {copy.produk.habis}
                  </span>
                )}
              </Link>
              <span className="mt-1 block max-w-16 truncate text-center text-xs text-stone-600">
                {w.warna}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
