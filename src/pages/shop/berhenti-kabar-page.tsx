import { BellOff } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/shop/notice-page';
import { BERHENTI_KABAR_PATH, kabarStokCopy } from '../../shared/kabar-stok';
import type { Prefetch } from '../../lib/prefetch';
import { trpc } from '../../lib/trpc';

// /berhenti-kabar-stok?token=… (docs/product.md §12 Kabar stok): the stop link of a back-in-stock
// e-mail. No login: the token is the proof. The button is a plain form post
// (src-server/modules/kabar-stok/kabar-stok.rest.ts), so it works in a mail app's browser
// without JavaScript; opening the link changes nothing (mail scanners open links).

function tokenFrom(search: URLSearchParams): string | undefined {
  const token = search.get('token') ?? '';
  return /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

export const prefetchBerhentiKabar: Prefetch = async ({ helpers, search }) => {
  const token = tokenFrom(search);
  if (token) await helpers.kabarStok.unsubscribeInfo.prefetch({ token });
  return undefined;
};

export function BerhentiKabarPage() {
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const info = trpc.kabarStok.unsubscribeInfo.useQuery(
    { token: token ?? '' },
    { enabled: token !== undefined },
  );
  const t = kabarStokCopy;

  let body;
  if (search.get('selesai') === '1') {
    body = <p role="status">{t.stopDone}</p>;
  } else if (token && info.data) {
    body = (
      <form method="post" action={BERHENTI_KABAR_PATH} className="flex flex-col gap-4">
        {search.get('gagal') === '1' && (
          <p role="alert" className="font-semibold text-rose-700">
            {t.stopFailed}
          </p>
        )}
        <p>{t.stopConfirm(info.data.email)}</p>
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="w-fit rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t.stopButton}
        </button>
      </form>
    );
  } else if (token && info.isPending) {
    body = <p aria-busy="true">{t.stopChecking}</p>;
  } else {
    body = <p role="alert">{t.stopInvalid}</p>;
  }

  return (
    <NoticePage icon={BellOff} title={t.stopTitle} path={BERHENTI_KABAR_PATH}>
      {body}
    </NoticePage>
  );
}
