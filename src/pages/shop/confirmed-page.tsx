import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/shop/notice-page';
import { copy } from '../../shared/copy';
import { CONFIRMED_PATH } from '../../shared/newsletter-consent';

// /langganan-dikonfirmasi (docs/product.md §12): the welcome e-mail's confirmation link
// (src-server/modules/promo/confirm-link.ts) confirms on the server and lands here.

export function ConfirmedPage() {
  const [search] = useSearchParams();
  const failed = search.get('gagal') === '1';
  const text = copy.confirmed;
  return (
    <NoticePage icon={MailCheck} title={text.title} path={CONFIRMED_PATH}>
      <p role={failed ? 'alert' : 'status'}>{failed ? text.failed : text.done}</p>
    </NoticePage>
  );
}
