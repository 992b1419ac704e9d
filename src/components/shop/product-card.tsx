import type { ComponentProps } from 'react';
import { ShopLink } from './shop-link';
import { copy } from '../../shared/copy';
import { produkImagePath } from '../../shared/images';
import { ResponsiveImage } from './responsive-image';
import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import type { ProdukCard, ProdukListed } from '../../shared/schemas/produk';
import { highlightParts, type HighlightPart } from '../../shared/search';
import { KeptListItem } from '../../lib/kept-markup';
import { swatchColour } from '../../shared/warna-swatch';

/** A product in a grid (docs/product.md §2 Product card): image, badge, name, prices, sold text. */
export function ProductCard({
  produk,
  label,
  loading = 'lazy',
  sizes = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw',
  marked,
}: {
  /** Without colours (a list that does not carry them), the card shows no dots. */
  produk: Omit<ProdukListed, 'warna' | 'jumlah_warna' | 'stok_habis'> &
    Partial<Pick<ProdukListed, 'warna' | 'jumlah_warna' | 'stok_habis'>>;
  label?: string | undefined;
  /**
   * `lcp`: the page's largest picture at first sight, fetched first; `eager`: in view at once;
   * `lazy` (the rest): fetched when scrolled near, after the pictures that are not lazy (a card
   * beside the first is in view too, and would share the line with the largest picture).
   */
  loading?: 'lcp' | 'eager' | 'lazy';
  sizes?: string;
  /** The name in parts, those a search's query matched marked (the search page). */
  marked?: HighlightPart[] | undefined;
}) {
  const src = produkImagePath(produk.foto_produk);
  return (
    <ShopLink
      to={`/detail/${produk.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-brand-50">
        <ResponsiveImage
          src={src}
          sizes={sizes}
          alt={produk.nama_produk}
          width={600}
          height={800}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={
            { lcp: 'high' as const, eager: 'auto' as const, lazy: 'low' as const }[loading]
          }
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        {produk.diskon > 0 && (
          <span className="absolute top-2 right-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            -{produk.diskon}%
          </span>
        )}
        {produk.stok_habis && (
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/85 py-1.5 text-center text-xs font-bold tracking-wide text-white">
            {copy.produk.soldOut}
          </span>
        )}
        {label && (
          <span className="absolute top-2 left-2 rounded-full bg-sun px-2.5 py-0.5 text-[0.7rem] font-extrabold tracking-wide text-stone-900">
            {label}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-stone-800 sm:text-base">
          {marked
            ? marked.map((part, i) =>
                part.match ? (
                  <mark key={i} className="rounded-sm bg-sun/50 text-inherit">
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )
            : produk.nama_produk}
        </h3>
        {produk.warna && produk.warna.length > 0 && (
          <Swatches warna={produk.warna} total={produk.jumlah_warna ?? produk.warna.length} />
        )}
        <p className="mt-auto text-base font-extrabold whitespace-nowrap text-brand-700">
          {formatRupiah(discountedPrice(produk.harga, produk.diskon))}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
          {produk.diskon > 0 && (
            <s className="whitespace-nowrap">
              <span className="sr-only">{copy.produk.originalPrice} </span>
              {formatRupiah(produk.harga)}
            </s>
          )}
          <span>{soldText(produk.jumlah_terjual)}</span>
        </p>
      </div>
    </ShopLink>
  );
}

/** Up to four colour dots and "+N" for the rest (docs/product.md §10). */
function Swatches({ warna, total }: { warna: ProdukCard['warna']; total: number }) {
  return (
    <p className="flex items-center gap-1.5">
      <span className="sr-only">
        {copy.produk.cardColours(
          warna.map((w) => w.warna),
          total,
        )}
      </span>
      {warna.map((w) => (
        <span
          key={w.id}
          aria-hidden="true"
          title={w.warna}
          className="size-3.5 rounded-full ring-1 ring-stone-900/20 ring-inset"
          style={{ backgroundColor: swatchColour(w.kode_warna, w.warna) }}
        />
      ))}
      {total > warna.length && (
        <span aria-hidden="true" className="text-xs font-semibold text-stone-600">
          +{total - warna.length}
        </span>
      )}
    </p>
  );
}

/** The cards' list; each card is drawn when it comes near the screen (app.css). */
export function ProductGrid({ children }: { children: React.ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 *:render-when-visible-[360px] sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {children}
    </ul>
  );
}

/**
 * A page of a listing (a category, a search) in the grid. Its first row is in view (two cards on a
 * phone, four on a computer); the first card is the largest picture there, so it goes first. The
 * server draws a card it drew before with the same props from the markup it kept: a search's
 * query reaches a card only as the name's marked parts, which most queries share.
 */
export function ProductPageGrid({
  items,
  highlight,
}: {
  items: readonly ComponentProps<typeof ProductCard>['produk'][] | undefined;
  /** A search's query: the words of the names that match it are marked. */
  highlight?: string;
}) {
  return (
    <ProductGrid>
      {items?.map((produk, i) => (
        <KeptListItem
          key={produk.id}
          name="ProductCard"
          element={
            <ProductCard
              produk={produk}
              marked={highlight ? highlightParts(produk.nama_produk, highlight) : undefined}
              loading={i === 0 ? 'lcp' : 'lazy'}
            />
          }
        />
      ))}
    </ProductGrid>
  );
}
