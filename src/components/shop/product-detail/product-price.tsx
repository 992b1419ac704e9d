import { copy } from '../../../shared/copy';
import { formatRupiah, soldText } from '../../../shared/price';
import type { ProdukPage } from '../../../shared/schemas/produk-page';

/**
 * The product's name, its price (with the discount and the price before it), the dated discount
 * that sets it (its name and end, docs/product.md §14) and how many sold.
 */
export function ProductTitlePrice({
  produk,
  price,
  diskonBerlaku,
}: {
  produk: ProdukPage['produk'];
  price: number;
  diskonBerlaku: ProdukPage['diskonBerlaku'];
}) {
  return (
    <div>
      <h1 className="text-2xl leading-tight font-extrabold text-stone-800 sm:text-3xl">
        {produk.nama_produk}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 md:mt-3">
        <span className="text-3xl font-extrabold text-brand-700">{formatRupiah(price)}</span>
        {produk.diskon > 0 && (
          <>
            <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-sm font-bold text-white">
              -{produk.diskon}%
            </span>
            <s className="text-stone-600">
              <span className="sr-only">{copy.produk.originalPrice} </span>
              {formatRupiah(produk.harga)}
            </s>
          </>
        )}
      </div>
      {diskonBerlaku && (
        <p className="mt-1 text-sm font-semibold text-rose-700">
          {diskonBerlaku.nama}
          {diskonBerlaku.berakhir && ` · ${copy.produk.diskonBerakhir(diskonBerlaku.berakhir)}`}
        </p>
      )}
      <p className="mt-1 text-sm text-stone-600">{soldText(produk.jumlah_terjual)}</p>
    </div>
  );
}
