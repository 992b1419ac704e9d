import { Mail, MessageCircle, PackageCheck, Truck } from 'lucide-react';
import { ClickOutLink } from '../../components/shop/click-out-link';
import { InfoCard, InfoPage } from '../../components/shop/info-page';
import { useSite } from '../../lib/site';
import { keluarTokoPath } from '../../shared/keluar';

/** /kebijakan (docs/product.md §2 Return policy). */
export function ReturnPolicyPage() {
  const site = useSite();
  return (
    <InfoPage
      title="Kebijakan Pengembalian"
      description={`Pengembalian dan penukaran produk ${site.name} maksimal 7 hari setelah barang diterima.`}
      path="/kebijakan"
      lead="Kami ingin setiap baju pas dan membuat si kecil senang. Bila ada kendala, kami bantu."
      illustration="tentang"
    >
      <div className="flex flex-col gap-4">
        <InfoCard title="Batas waktu 7 hari" icon={<PackageCheck aria-hidden size={20} />}>
          <p>
            Pengembalian diterima paling lambat 7 hari setelah barang diterima, selama produk belum
            dipakai dan masih dalam kondisi baik.
          </p>
        </InfoCard>
        <InfoCard title="Cara mengajukan" icon={<MessageCircle aria-hidden size={20} />}>
          <p>
            Hubungi kami lewat{' '}
            <ClickOutLink
              href={keluarTokoPath('whatsapp', 'retur')}
              className="font-semibold text-brand-700 underline"
            >
              chat WhatsApp
            </ClickOutLink>{' '}
            atau email ke{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
              {site.email}
            </a>{' '}
            dengan nomor pesanan dan foto produk.
          </p>
        </InfoCard>
        <InfoCard title="Ongkos kirim" icon={<Truck aria-hidden size={20} />}>
          <p>
            Ongkos kirim pengembalian ditanggung pembeli, kecuali produk yang diterima rusak atau
            salah kirim.
          </p>
        </InfoCard>
        <InfoCard title="Ada pertanyaan lain?" icon={<Mail aria-hidden size={20} />}>
          <p>Tim kami siap membantu Senin–Sabtu pukul 09.00–18.00.</p>
        </InfoCard>
      </div>
    </InfoPage>
  );
}
