import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import { produkImagePath } from '../../shared/images';
import { trpc } from '../../lib/trpc';

/** The storefront's first page: the shop and its Best Seller picks. */
export function HomePage() {
  const site = trpc.site.settings.useQuery();
  const bestSeller = trpc.produk.bestSeller.useQuery();

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">{site.data?.name ?? 'Etalase'}</h1>
      <p className="mt-2 text-lg text-stone-600">{site.data?.tagline}</p>
      <h2 className="mt-10 text-xl font-bold">Best Seller</h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {bestSeller.data?.map(({ label, produk }) => (
          <li key={produk.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
            <img
              src={produkImagePath(produk.foto_produk)}
              alt={produk.nama_produk}
              width={900}
              height={1200}
              className="aspect-[3/4] w-full object-cover"
            />
            <div className="p-3">
              <span className="text-xs font-bold tracking-wide text-brand-600">{label}</span>
              <p className="mt-1 line-clamp-2 font-semibold">{produk.nama_produk}</p>
              <p className="mt-1 font-bold text-brand-700">
                {formatRupiah(discountedPrice(produk.harga, produk.diskon))}
              </p>
              <p className="text-sm text-stone-500 line-through">{formatRupiah(produk.harga)}</p>
              <p className="text-xs text-stone-500">{soldText(produk.jumlah_terjual)}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
