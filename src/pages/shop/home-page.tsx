import { ArrowRight } from 'lucide-react';
import { ShopLink } from '../../components/shop/shop-link';
import { ScrollRegion } from '../../components/shop/scroll-region';
import { copy } from '../../shared/copy';
import { SEARCH_PATH } from '../../shared/search';
import { HOME_TESTIMONI_COUNT } from '../../shared/limits';
import { Advantages } from '../../components/shop/advantages';
import { HeroCarousel, type Slide } from '../../components/shop/hero-carousel';
import { Illustration } from '../../components/shop/illustrations';
import { SectionTitle } from '../../components/shop/page-hero';
import { ProductCard, ProductGrid } from '../../components/shop/product-card';
import { TestimoniCard } from '../../components/shop/testimoni-card';
import { PageMeta } from '../../lib/head';
import { jsonLdGraph, organization } from '../../lib/structured-data';
import type { Prefetch } from '../../lib/prefetch';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

const testimoniInput = { page: 1, pageSize: HOME_TESTIMONI_COUNT };

export const prefetchHome: Prefetch = async ({ helpers }) => {
  await Promise.all([
    helpers.produk.bestSeller.prefetch(),
    helpers.testimoni.list.prefetch(testimoniInput),
  ]);
  return undefined;
};

const slides: Slide[] = [
  {
    title: 'Koleksi Baju Muslim Anak Terbaru',
    description: 'Gamis, koko dan setelan yang adem dipakai seharian, dijahit rapi di Garut.',
    button: 'Lihat Koleksi',
    to: '/kategori',
    illustration: 'koleksi',
  },
  {
    title: 'Hemat Sampai 50% untuk Paket Spesial',
    description: 'Paket Lebaran Ceria dan Paket Akikah Spesial untuk momen berharga si kecil.',
    button: 'Lihat Penawaran',
    to: '/penawarankhusus',
    illustration: 'promo',
  },
  {
    title: 'Dibuat dengan Sepenuh Hati',
    description:
      'Kenali cerita kami: UMKM lokal yang membuat busana muslim anak premium dengan harga terjangkau.',
    button: 'Tentang Kami',
    to: '/tentangkami',
    illustration: 'tentang',
  },
  {
    title: 'Siap Tampil Ceria di Hari Raya',
    description: 'Warna-warna lembut dan ceria untuk kakak dan adik, serasi untuk foto keluarga.',
    button: 'Belanja Sekarang',
    to: '/kategori',
    illustration: 'lebaran',
  },
  {
    title: 'Voucher 10% untuk Pembelian Pertama',
    description: 'Daftarkan emailmu dan dapatkan voucher diskon untuk pesanan pertamamu.',
    button: 'Daftar Sekarang',
    to: '/penawarankhusus',
    illustration: 'hangat',
  },
];

export function HomePage() {
  const site = useSite();
  const bestSeller = trpc.produk.bestSeller.useQuery();
  const testimoni = trpc.testimoni.list.useQuery(testimoniInput);

  return (
    <>
      <PageMeta
        title={site.name}
        description={`${site.name}: busana muslim anak yang nyaman, ceria dan terjangkau — gamis, koko, setelan dan atasan untuk si kecil. Pesan lewat Shopee, Tokopedia atau TikTok Shop.`}
        path="/"
        jsonLd={jsonLdGraph(organization(site), {
          '@type': 'WebSite',
          name: site.name,
          url: `${site.publicUrl}/`,
          inLanguage: 'id-ID',
          // The search page, for search engines' site search box.
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${site.publicUrl}${SEARCH_PATH}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        })}
      />
      <HeroCarousel slides={slides} />

      <section className="mx-auto mt-12 grid max-w-6xl items-center gap-6 px-4 md:grid-cols-2">
        <Illustration
          name="tentang"
          className="order-last mx-auto w-full max-w-sm md:order-first"
        />
        <div>
          <SectionTitle>Tentang {site.name}</SectionTitle>
          <p className="mt-3 leading-relaxed text-stone-600">
            Kami adalah usaha keluarga di Garut yang membuat busana muslim anak sejak si sulung
            masih balita. Setiap baju kami pilih bahannya, kami jahit rapi, dan kami coba sendiri
            agar nyaman dipakai bermain, sekolah, dan beribadah.
          </p>
          <ShopLink
            to="/tentangkami"
            className="mt-5 inline-flex items-center gap-1 font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {/* An icon, not the arrow character, which Nunito lacks: the browser would look
                through the system's fonts for it while laying out the page. */}
            Kenali kami lebih dekat <ArrowRight aria-hidden size={18} />
          </ShopLink>
        </div>
      </section>

      <section className="mx-auto mt-14 max-w-6xl px-4" aria-labelledby="best-seller">
        <SectionTitle id="best-seller">Best Seller</SectionTitle>
        <p className="mt-1 text-stone-600">Pilihan favorit para Bunda.</p>
        <div className="mt-5">
          <ProductGrid>
            {bestSeller.data?.map(({ label, produk }) => (
              <li key={produk.id}>
                {/* Below the hero and the shop's story, on a phone and a computer alike. */}
                <ProductCard produk={produk} label={label} />
              </li>
            ))}
          </ProductGrid>
        </div>
      </section>

      <section
        className="mx-auto mt-14 max-w-6xl px-4 render-when-visible-[650px]"
        aria-labelledby="keunggulan"
      >
        <SectionTitle id="keunggulan">Kenapa Belanja di Sini?</SectionTitle>
        <Advantages />
      </section>

      <section
        className="mx-auto mt-14 grid max-w-6xl gap-4 px-4 render-when-visible-[550px] sm:grid-cols-2"
        aria-label="Kategori pilihan"
      >
        {[
          {
            to: '/kategori/perempuan',
            title: copy.category.hero.perempuan.title,
            text: 'Dress, tunik dan gamis yang manis',
            art: 'perempuan' as const,
          },
          {
            to: '/kategori/lakilaki',
            title: copy.category.hero.lakilaki.title,
            text: 'Koko, kurta dan setelan yang gagah',
            art: 'lakilaki' as const,
          },
        ].map((tile) => (
          <ShopLink
            key={tile.to}
            to={tile.to}
            className="group relative overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70"
          >
            <Illustration
              name={tile.art}
              className="w-full transition duration-300 group-hover:scale-[1.02]"
            />
            <span className="absolute inset-x-3 bottom-3 rounded-2xl bg-white/90 p-4 backdrop-blur">
              <span className="block text-lg font-extrabold text-stone-800">{tile.title}</span>
              <span className="text-sm text-stone-600">{tile.text}</span>
            </span>
          </ShopLink>
        ))}
      </section>

      <section
        className="mt-14 bg-white/60 py-10 render-when-visible-[570px]"
        aria-labelledby="testimoni-beranda"
      >
        <div className="mx-auto max-w-6xl px-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SectionTitle id="testimoni-beranda">Kata Mereka</SectionTitle>
            <ShopLink
              to="/testimoni"
              className="font-bold text-brand-700 underline-offset-4 hover:underline"
            >
              Lihat semua testimoni →
            </ShopLink>
          </div>
          <ScrollRegion
            aria-label="Testimoni terbaru, geser untuk melihat lainnya"
            className="mt-5 snap-x snap-mandatory overflow-x-auto rounded-2xl pb-3 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ul className="flex gap-4">
              {testimoni.data?.items.map((t) => (
                <li key={t.id} className="w-64 flex-none snap-start sm:w-72">
                  <TestimoniCard testimoni={t} vertical />
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </div>
      </section>
    </>
  );
}
