import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/shop/notice-page';
import { copy } from '../../shared/copy';
import { UNSUBSCRIBE_PATH } from '../../shared/newsletter-consent';
import type { Prefetch } from '../../lib/prefetch';
import { trpc } from '../../lib/trpc';

// /berhenti-langganan?token=… (docs/product.md §10): the link in every newsletter e-mail. No
// login: the token is the proof. The button is a plain form post (src-server/modules/promo/
// unsubscribe-form.ts), so it works in a mail app's browser without JavaScript.

/** Only a well-formed token is looked up; anything else is an invalid link at once. */
function tokenFrom(search: URLSearchParams): string | undefined {
  const token = search.get('token') ?? '';
  return /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

export const prefetchUnsubscribe: Prefetch = async ({ helpers, search }) => {
  const token = tokenFrom(search);
  if (token) await helpers.promo.unsubscribeInfo.prefetch({ token });
  return undefined;
};

export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const info = trpc.promo.unsubscribeInfo.useQuery(
    { token: token ?? '' },
    { enabled: token !== undefined },
  );
  const done = search.get('selesai') === '1';
  const text = copy.unsubscribe;

  let body;
  if (done) {
    body = <p role="status">{text.done}</p>;
  } else if (token && info.data) {
    body = (
      <form method="post" action={UNSUBSCRIBE_PATH} className="flex flex-col gap-4">
        {search.get('gagal') === '1' && (
          <p role="alert" className="font-semibold text-rose-700">
            {text.failed}
          </p>
        )}
        <p>{text.confirm(info.data.email)}</p>
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="w-fit rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {text.button}
        </button>
      </form>
    );
  } else if (token && info.isPending) {
    body = <p aria-busy="true">{text.checking}</p>;
  } else {
    body = <p role="alert">{text.invalid}</p>;
  }

  return (
    <NoticePage icon={MailX} title={text.title} path={UNSUBSCRIBE_PATH}>
      {body}
    </NoticePage>
  );
}
