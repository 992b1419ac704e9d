import { Link } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { imageSrcSet, produkImagePath } from '../../shared/images';
import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import type { Produk } from '../../shared/schemas/produk';

/** A product in a grid (docs/product.md §2 Product card): image, badge, name, prices, sold text. */
export function ProductCard({
  produk,
  label,
  loading = 'lazy',
  sizes = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw',
}: {
  produk: Produk;
  label?: string | undefined;
  /**
   * `lcp`: the page's largest picture at first sight, fetched first; `eager`: in view at once;
   * `lazy` (the rest): fetched when scrolled near.
   */
  loading?: 'lcp' | 'eager' | 'lazy';
  sizes?: string;
}) {
  const src = produkImagePath(produk.foto_produk);
  return (
    <Link
      to={`/detail/${produk.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-brand-50">
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={produk.nama_produk}
          width={600}
          height={800}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'lcp' ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        {produk.diskon > 0 && (
          <span className="absolute top-2 right-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            -{produk.diskon}%
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
          {produk.nama_produk}
        </h3>
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
    </Link>
  );
}

export function ProductGrid({ children }: { children: React.ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">{children}</ul>
  );
}
