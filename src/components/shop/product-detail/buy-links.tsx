import { copy } from '../../../shared/copy';
import { keluarProdukPath, MARKETPLACE_KANAL } from '../../../shared/keluar';
import type { ProdukPage } from '../../../shared/schemas/produk-page';
import { marketplaces, WhatsappIcon } from '../brand-icons';
import { ClickOutLink } from '../click-out-link';

/** "Beli di": the product's marketplaces, then asking on WhatsApp (about the chosen colour). */
export function BuyLinks({
  produk,
  idWarna,
}: {
  produk: ProdukPage['produk'];
  idWarna: number | undefined;
}) {
  const links = MARKETPLACE_KANAL.filter((key) => produk[`link_${key}`]);
  return (
    <section aria-labelledby="beli">
      <h2 id="beli" className="text-sm font-bold text-stone-700">
        {copy.produk.buy}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {links.map((key) => (
          <ClickOutLink
            key={key}
            href={keluarProdukPath(produk.id, key)}
            className={`rounded-full px-5 py-3 text-sm font-bold shadow-sm ${marketplaces[key].className}`}
          >
            {marketplaces[key].label}
          </ClickOutLink>
        ))}
        <ClickOutLink
          href={keluarProdukPath(produk.id, 'whatsapp', idWarna)}
          className="inline-flex items-center gap-2 rounded-full bg-[#177a42] px-5 py-3 text-sm font-bold text-white shadow-sm hover:bg-[#136637]"
        >
          <WhatsappIcon /> {copy.produk.askWhatsapp}
        </ClickOutLink>
      </div>
    </section>
  );
}
