import { Crown, Gift, Gem, RefreshCw } from 'lucide-react';
import { formatRupiah } from '../../shared/price';
import { copy } from '../../shared/copy';
import { keluarPenawaranPath, keluarTokoPath } from '../../shared/keluar';
import { penawaranImagePath } from '../../shared/images';
import { ResponsiveImage } from '../../components/shop/responsive-image';
import type { PenawaranKartu } from '../../shared/schemas/penawaran';
import { WhatsappIcon } from '../../components/shop/brand-icons';
import { ClickOutLink } from '../../components/shop/click-out-link';
import { Illustration } from '../../components/shop/illustrations';
import { ShopLink } from '../../components/shop/shop-link';
import { NewsletterForm } from '../../components/shop/newsletter-form';
import { PageHero, SectionTitle } from '../../components/shop/page-hero';
import { TestimoniCard } from '../../components/shop/testimoni-card';
import { PageMeta } from '../../lib/head';
import { shareImagePath } from '../../shared/share-images';
import { useSite } from '../../lib/site';
import type { Prefetch } from '../../lib/prefetch';
import { trpc } from '../../lib/trpc';

const testimoniInput = { page: 1, pageSize: 4 };

export const prefetchOffers: Prefetch = async ({ helpers }) => {
  await Promise.all([
    helpers.penawaran.list.prefetch(),
    helpers.testimoni.list.prefetch(testimoniInput),
  ]);
  return undefined;
};

// docs/product.md §2 Special offers, §12: the offers the owner edits (Penawaran in the admin), in
// the owner's order; the two bundles of the spec are its first rows.
function OfferCard({ offer }: { offer: PenawaranKartu }) {
  const photo = offer.foto && penawaranImagePath(offer.foto);
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70 render-when-visible-[520px]">
      <div className="relative">
        {photo ? (
          <ResponsiveImage
            src={photo}
            sizes="(min-width: 768px) 560px, 100vw"
            alt={offer.nama}
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <Illustration name={offer.ilustrasi} className="w-full" />
        )}
        {offer.diskon !== null && (
          <span className="absolute top-3 right-3 rounded-full bg-rose-600 px-3 py-1 text-sm font-extrabold text-white">
            -{offer.diskon}%
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-extrabold text-stone-800">{offer.nama}</h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-600">{offer.deskripsi}</p>
        {offer.produk.length > 0 && (
          <p className="mt-2 text-sm text-stone-600">
            {copy.offers.contents}{' '}
            {offer.produk.map((p, index) => (
              <span key={p.id}>
                {index > 0 && ', '}
                <ShopLink
                  to={`/detail/${p.id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {p.nama_produk}
                </ShopLink>
              </span>
            ))}
          </p>
        )}
        <p className="mt-auto flex items-baseline gap-3 pt-4">
          <span className="text-2xl font-extrabold text-brand-700">
            {formatRupiah(offer.harga)}
          </span>
          {offer.hargaCoret !== null && offer.hargaCoret > offer.harga && (
            <s className="text-stone-600">
              <span className="sr-only">Harga normal </span>
              {formatRupiah(offer.hargaCoret)}
            </s>
          )}
        </p>
        <ClickOutLink
          href={keluarPenawaranPath(offer.slug)}
          className="mt-5 inline-flex w-fit items-center gap-2 rounded-full bg-[#177a42] px-6 py-3 font-bold text-white hover:bg-[#136637]"
        >
          <WhatsappIcon /> Pesan Sekarang
        </ClickOutLink>
      </div>
    </article>
  );
}

const benefits = [
  {
    Icon: Gem,
    title: 'Bahan Premium',
    text: 'Katun pilihan yang adem, lembut dan aman untuk kulit anak.',
  },
  {
    Icon: RefreshCw,
    title: 'Garansi Tukar 30 Hari',
    text: 'Ukuran kurang pas? Tukar dengan nyaman dalam 30 hari.',
  },
  {
    Icon: Gift,
    title: 'Bonus Hadiah',
    text: 'Hadiah kecil di setiap paket untuk menambah senyum si kecil.',
  },
  {
    Icon: Crown,
    title: 'Program Member',
    text: 'Kumpulkan pembelianmu dan nikmati promo khusus member.',
  },
];

export function OffersPage() {
  const site = useSite();
  const testimoni = trpc.testimoni.list.useQuery(testimoniInput);
  const offers = trpc.penawaran.list.useQuery().data ?? [];
  return (
    <>
      <PageMeta
        title="Penawaran Khusus"
        description={copy.offers.description(
          site.name,
          offers.map((o) => o.nama),
        )}
        path="/penawarankhusus"
        image={shareImagePath('penawarankhusus')}
      />
      <PageHero
        title="Penawaran Khusus"
        illustration="promo"
        lead={
          <p>
            Hemat <strong className="text-rose-600">hingga 50%</strong> untuk paket pilihan. Pesan
            langsung lewat WhatsApp, kami bantu pilihkan ukurannya.
          </p>
        }
      />

      <section
        className="mx-auto grid max-w-6xl gap-5 px-4 md:grid-cols-2"
        aria-label="Paket bundling"
      >
        {offers.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-center text-stone-600 shadow-sm ring-1 ring-stone-200/70 md:col-span-2">
            {copy.offers.empty}
          </p>
        ) : (
          offers.map((offer) => <OfferCard key={offer.id} offer={offer} />)
        )}
      </section>

      <section
        className="mx-auto mt-14 max-w-6xl px-4 render-when-visible-[700px]"
        aria-labelledby="keuntungan"
      >
        <SectionTitle id="keuntungan">Keuntungan Belanja Paket</SectionTitle>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
              <Icon aria-hidden size={26} className="text-brand-600" />
              <h3 className="mt-3 font-extrabold text-stone-800">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto mt-14 max-w-6xl px-4 render-when-visible-[200px]">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-extrabold">Bingung pilih ukuran?</h2>
            <p className="mt-1 text-brand-100">
              Kirim usia, tinggi dan berat si kecil, kami bantu pilihkan ukuran yang pas.
            </p>
          </div>
          <ClickOutLink
            href={keluarTokoPath('whatsapp', 'konsultasi-ukuran')}
            className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
          >
            <WhatsappIcon /> {copy.offers.sizeConsultation}
          </ClickOutLink>
        </div>
      </section>

      <section
        className="mx-auto mt-14 max-w-6xl px-4 render-when-visible-[600px]"
        aria-labelledby="kata-bunda"
      >
        <SectionTitle id="kata-bunda">{copy.offers.testimonials}</SectionTitle>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {testimoni.data?.items.map((t) => (
            <li key={t.id}>
              <TestimoniCard testimoni={t} />
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mx-auto mt-14 max-w-3xl px-4 render-when-visible-[420px]"
        aria-labelledby="newsletter"
      >
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70 sm:p-8">
          <h2 id="newsletter" className="text-2xl font-extrabold text-stone-800">
            Dapatkan Voucher 10%
          </h2>
          <p className="mt-1 text-stone-600">
            Daftarkan emailmu untuk voucher diskon 10% pembelian pertama dan kabar promo terbaru.
          </p>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
