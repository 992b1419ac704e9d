import { ShopLink } from '../../components/shop/shop-link';
import { ShopMarketplaceLinks } from '../../components/shop/marketplace-links';
import { InfoPage } from '../../components/shop/info-page';
import { useSite } from '../../lib/site';

/** /caraorder: the seven steps of ordering through a marketplace (docs/product.md §2 How to order). */
export function HowToOrderPage() {
  const site = useSite();
  const steps = [
    {
      title: 'Buka marketplace',
      body: (
        <>
          <p>Buka toko kami di marketplace favoritmu:</p>
          <ShopMarketplaceLinks size="md" className="mt-3" />
        </>
      ),
    },
    {
      title: 'Pilih produk',
      body: (
        <p>
          Pilih produk, warna dan ukuran. Lihat juga{' '}
          <ShopLink to="/kategori" className="font-semibold text-brand-700 underline">
            katalog kami
          </ShopLink>{' '}
          dan tombol Panduan Ukuran di setiap produk.
        </p>
      ),
    },
    {
      title: 'Masukkan ke keranjang',
      body: <p>Tekan tombol tambah ke keranjang, lalu buka keranjangmu.</p>,
    },
    {
      title: 'Checkout',
      body: <p>Pilih kurir pengiriman dan periksa kembali alamat lengkapmu.</p>,
    },
    {
      title: 'Pilih pembayaran',
      body: <p>Bayar dengan COD (bayar di tempat), transfer bank, atau e-wallet.</p>,
    },
    {
      title: 'Pesanan diproses',
      body: <p>Kami memproses pesananmu 1-2 hari kerja setelah pembayaran dikonfirmasi.</p>,
    },
    {
      title: 'Paket sampai',
      body: <p>Paket tiba dalam 2-5 hari kerja. Jangan lupa bagikan foto si kecil di ulasanmu!</p>,
    },
  ];
  return (
    <InfoPage
      title="Cara Order"
      description={`Tujuh langkah mudah memesan busana muslim anak ${site.name} lewat Shopee, Tokopedia atau TikTok Shop.`}
      path="/caraorder"
      lead="Belanja di toko kami lewat marketplace: aman, bisa COD, dan sering ada gratis ongkir."
      illustration="koleksi"
    >
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
          >
            <span className="grid size-10 flex-none place-items-center rounded-full bg-brand-600 font-extrabold text-white">
              {i + 1}
            </span>
            <div className="leading-relaxed text-stone-700">
              <h2 className="text-lg font-extrabold text-stone-800">{step.title}</h2>
              <div className="mt-1">{step.body}</div>
            </div>
          </li>
        ))}
      </ol>
    </InfoPage>
  );
}
