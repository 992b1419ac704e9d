import { BellRing } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/shop/notice-page';
import { ShopLink } from '../../components/shop/shop-link';
import { KABAR_GALAT, KABARI_SAYA_PATH, kabarStokCopy } from '../../shared/kabar-stok';
import { COLOUR_PARAM } from '../../shared/page-query';

// /kabari-saya (docs/product.md §12 Kabar stok): where the product page's "Kabari saya" form
// lands when it was sent without JavaScript (src-server/modules/kabar-stok/kabar-stok.rest.ts):
// the request was recorded, or why not, and the way back to the product in its colour. The
// confirmation mail's link lands here too (`?hasil=dikonfirmasi`, or `?galat=konfirmasi`).

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');

export function KabariSayaPage() {
  const [search] = useSearchParams();
  const produk = positiveId(search.get('produk'));
  const warna = positiveId(search.get('warna'));
  const galat = KABAR_GALAT.find((g) => g === search.get('galat'));
  const hasil = search.get('hasil');
  const t = kabarStokCopy;
  return (
    <NoticePage icon={BellRing} title={t.resultTitle} path={KABARI_SAYA_PATH}>
      {galat ? (
        <p role="alert" className="font-semibold text-rose-700">
          {t.resultFailed[galat]}
        </p>
      ) : (
        <p role="status">
          {hasil === 'tercatat'
            ? t.resultDone
            : hasil === 'dikonfirmasi'
              ? t.resultConfirmed
              : t.resultNothing}
        </p>
      )}
      {produk && (
        <ShopLink
          to={`/detail/${produk}${warna ? `?${COLOUR_PARAM}=${warna}` : ''}`}
          className="mt-4 inline-block rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t.backToProduk}
        </ShopLink>
      )}
    </NoticePage>
  );
}
