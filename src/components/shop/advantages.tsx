import { Banknote, Gem, Palette, ShieldCheck, Truck } from 'lucide-react';

// The shop's five promises (docs/product.md §2 Home: advantage cards; also on About).
const advantages = [
  {
    Icon: Gem,
    title: 'Bahan Premium',
    text: 'Katun pilihan yang lembut, adem dan aman untuk kulit anak.',
  },
  {
    Icon: Palette,
    title: 'Warna Ceria',
    text: 'Pilihan warna lembut dan ceria yang tidak mudah pudar.',
  },
  { Icon: Banknote, title: 'Bisa COD', text: 'Bayar di tempat saat paket sampai di rumahmu.' },
  {
    Icon: ShieldCheck,
    title: 'Garansi 100%',
    text: 'Produk cacat atau salah kirim? Kami ganti tanpa ribet.',
  },
  { Icon: Truck, title: 'Gratis Ongkir', text: 'Gratis ongkir ke seluruh Indonesia.' },
];

export function Advantages() {
  return (
    <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
      {advantages.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70">
          <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden size={22} />
          </span>
          <h3 className="mt-3 font-extrabold text-stone-800">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
