import { Droplets, Layers, Sun, WashingMachine } from 'lucide-react';
import { InfoCard, InfoPage } from '../../components/shop/info-page';
import { useSite } from '../../lib/site';

/** /panduan (docs/product.md §2 Washing guide). */
export function WashingGuidePage() {
  const site = useSite();
  return (
    <InfoPage
      title="Panduan Perawatan"
      description={`Tips mencuci dan merawat busana muslim anak ${site.name} agar tetap lembut dan warnanya awet.`}
      path="/panduan"
      lead="Sedikit perhatian saat mencuci membuat baju si kecil tetap lembut dan warnanya awet."
      illustration="setelan"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InfoCard title="Cuci dengan tangan" icon={<Droplets aria-hidden size={20} />}>
          <p>
            Gunakan air dingin dan deterjen lembut. Jangan direndam terlalu lama dan jangan dikucek
            keras pada bagian bordir.
          </p>
        </InfoCard>
        <InfoCard title="Mesin cuci mode lembut" icon={<WashingMachine aria-hidden size={20} />}>
          <p>
            Bila memakai mesin cuci, pilih mode lembut (gentle) dan masukkan baju ke dalam laundry
            bag.
          </p>
        </InfoCard>
        <InfoCard title="Jemur di tempat teduh" icon={<Sun aria-hidden size={20} />}>
          <p>
            Jemur terbalik di tempat teduh, jauh dari sinar matahari langsung, agar warna tidak
            cepat pudar.
          </p>
        </InfoCard>
        <InfoCard title="Pisahkan warna" icon={<Layers aria-hidden size={20} />}>
          <p>
            Pisahkan pakaian berwarna gelap dan terang saat mencuci, terutama pada beberapa cucian
            pertama.
          </p>
        </InfoCard>
      </div>
    </InfoPage>
  );
}
