import {
  BadgeCheck,
  Gem,
  HandHeart,
  Package,
  Palette,
  Scissors,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { Advantages } from '../../components/shop/advantages';
import { shopMarketplaces } from '../../components/shop/brand-icons';
import { Illustration } from '../../components/shop/illustrations';
import { LazyEmbed } from '../../components/shop/lazy-embed';
import { ShopMarketplaceLinks } from '../../components/shop/marketplace-links';
import { SectionTitle } from '../../components/shop/page-hero';
import { PageMeta } from '../../lib/head';
import { useSite } from '../../lib/site';

const mission = [
  { Icon: Gem, text: 'Menghadirkan busana muslim anak premium dengan harga terjangkau.' },
  { Icon: Palette, text: 'Merancang model yang stylish dan tetap syar’i untuk si kecil.' },
  { Icon: ShieldCheck, text: 'Memilih bahan yang aman, lembut dan nyaman untuk kulit anak.' },
  { Icon: HandHeart, text: 'Mendukung UMKM lokal: penjahit dan pengrajin di sekitar Garut.' },
];

/** /tentangkami (docs/product.md §2 About). */
export function AboutPage() {
  const site = useSite();
  return (
    <>
      <PageMeta
        title="Tentang Kami"
        description={`${site.name} adalah UMKM di Garut yang membuat busana muslim anak premium, aman dan terjangkau.`}
        path="/tentangkami"
      />
      <section className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 md:grid-cols-2">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-sun/30 px-3 py-1 text-sm font-bold text-stone-800">
            <BadgeCheck aria-hidden size={16} /> Bangga Mendukung UMKM Indonesia
          </span>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-brand-700 sm:text-4xl">
            Tentang {site.name}
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-600">
            Busana muslim anak yang dibuat dengan sepenuh hati, dari Garut untuk keluarga Indonesia.
          </p>
        </div>
        <Illustration name="tentang" className="mx-auto w-full max-w-md" />
      </section>

      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4">
        <section aria-labelledby="cerita">
          <SectionTitle id="cerita">Cerita Kami</SectionTitle>
          <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
            <p>
              Semuanya berawal dari meja jahit di rumah. Kami kesulitan mencari baju muslim anak
              yang adem, rapi dan harganya masuk akal, jadi kami membuatnya sendiri untuk anak-anak
              kami.
            </p>
            <p>
              Teman dan tetangga mulai memesan, lalu para Bunda dari berbagai kota. Kini {site.name}{' '}
              bekerja sama dengan penjahit lokal di Garut dan melayani pesanan ke seluruh Indonesia
              lewat marketplace.
            </p>
          </div>
        </section>

        <section aria-labelledby="visi">
          <SectionTitle id="visi">Visi &amp; Misi</SectionTitle>
          <p className="mt-3 leading-relaxed text-stone-700">
            <strong>Visi:</strong> menjadi pilihan utama keluarga Indonesia untuk busana muslim anak
            yang nyaman dan membanggakan.
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {mission.map(({ Icon, text }) => (
              <li
                key={text}
                className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
              >
                <Icon aria-hidden size={22} className="mt-0.5 flex-none text-brand-600" />
                <span className="text-stone-700">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="kualitas">
          <SectionTitle id="kualitas">Kualitas Produksi</SectionTitle>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {[
              {
                Icon: Sparkles,
                title: 'Bahan terpilih',
                text: 'Setiap gulung kain kami periksa kelembutan dan warnanya.',
              },
              {
                Icon: Scissors,
                title: 'Jahitan rapi',
                text: 'Dijahit penjahit berpengalaman, jahitan dalam dirapikan dengan obras.',
              },
              {
                Icon: BadgeCheck,
                title: 'Cek satu per satu',
                text: 'Setiap baju diperiksa sebelum dilipat dan dikemas.',
              },
            ].map(({ Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
              >
                <Icon aria-hidden size={22} className="text-brand-600" />
                <h3 className="mt-2 font-extrabold text-stone-800">{title}</h3>
                <p className="mt-1 text-sm text-stone-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        {site.videoEmbedUrl && (
          <section aria-labelledby="video">
            <SectionTitle id="video">Lihat Proses Kami</SectionTitle>
            <div className="mt-4">
              <LazyEmbed src={site.videoEmbedUrl} title="video profil toko" trigger="click" />
            </div>
          </section>
        )}

        <section aria-labelledby="keunggulan-kami">
          <SectionTitle id="keunggulan-kami">Keunggulan Kami</SectionTitle>
          <Advantages />
        </section>

        <section aria-labelledby="kemasan" className="flex gap-4 rounded-3xl bg-brand-50 p-6">
          <Package aria-hidden size={32} className="flex-none text-brand-600" />
          <div>
            <h2 id="kemasan" className="text-xl font-extrabold text-stone-800">
              Kemasan yang Aman dan Cantik
            </h2>
            <p className="mt-2 leading-relaxed text-stone-700">
              Setiap pesanan dibungkus plastik tebal anti air, diberi kartu ucapan terima kasih, dan
              untuk paket spesial dikemas dalam kotak hadiah, siap diberikan sebagai kado.
            </p>
          </div>
        </section>

        {shopMarketplaces(site.marketplaces).length > 0 && (
          <section aria-labelledby="belanja" className="text-center">
            <SectionTitle id="belanja">Belanja di Toko Kami</SectionTitle>
            <ShopMarketplaceLinks size="lg" className="mt-4 justify-center gap-3" />
          </section>
        )}
      </div>
    </>
  );
}
