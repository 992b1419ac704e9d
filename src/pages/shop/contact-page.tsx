import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { WhatsappIcon } from '../../components/shop/brand-icons';
import { ClickOutLink } from '../../components/shop/click-out-link';
import { InfoCard, InfoPage } from '../../components/shop/info-page';
import { LazyEmbed } from '../../components/shop/lazy-embed';
import { useSite } from '../../lib/site';
import { copy } from '../../shared/copy';
import { keluarTokoPath, keluarWhatsappNomorPath } from '../../shared/keluar';

/** /kontakkami (docs/product.md §2 Contact). */
export function ContactPage() {
  const site = useSite();
  return (
    <InfoPage
      title="Kontak Kami"
      description={`Hubungi ${site.name} di Garut, Jawa Barat: ${site.email}, ${site.phone}. Senin–Sabtu 09.00–18.00.`}
      path="/kontakkami"
      lead="Ada pertanyaan tentang ukuran, pesanan atau kerja sama? Kami senang mendengar dari Bunda."
      illustration="tentang"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InfoCard title="Alamat" icon={<MapPin aria-hidden size={20} />}>
          <address className="not-italic">{site.address}</address>
        </InfoCard>
        <InfoCard title="Jam Kerja" icon={<Clock aria-hidden size={20} />}>
          <p>Senin–Sabtu, 09.00–18.00 WIB</p>
          <p className="text-sm text-stone-600">Minggu dan hari libur nasional tutup.</p>
        </InfoCard>
        <InfoCard title="Email" icon={<Mail aria-hidden size={20} />}>
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>
        </InfoCard>
        <InfoCard title="Telepon & WhatsApp" icon={<Phone aria-hidden size={20} />}>
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-brand-700 underline"
          >
            {site.phone}
          </a>
          <ClickOutLink
            href={keluarTokoPath('whatsapp', 'tanya')}
            className="mt-3 flex w-fit items-center gap-2 rounded-full bg-[#177a42] px-4 py-2 text-sm font-bold text-white hover:bg-[#136637]"
          >
            <WhatsappIcon /> Chat WhatsApp
          </ClickOutLink>
          {site.whatsapp.length > 1 && (
            <ul className="mt-3 space-y-1 text-sm">
              {site.whatsapp.slice(1).map((number, index) => (
                <li key={number}>
                  <ClickOutLink
                    href={keluarWhatsappNomorPath(index + 2)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {copy.whatsappNomor(number)}
                  </ClickOutLink>
                </li>
              ))}
            </ul>
          )}
        </InfoCard>
      </div>
      {site.mapEmbedUrl && (
        <section className="mt-6" aria-label="Peta lokasi">
          <LazyEmbed
            src={site.mapEmbedUrl}
            title="peta lokasi toko"
            trigger="visible"
            aspect="aspect-[4/3] sm:aspect-video"
          />
        </section>
      )}
    </InfoPage>
  );
}
