import { MailCheck } from 'lucide-react';
import { emailLinkPrefetch, useEmailLink } from '../../components/shop/email-link-notice';
import { NoticePage } from '../../components/shop/notice-page';
import { copy } from '../../shared/copy';
import { CONFIRMED_PATH } from '../../shared/newsletter-consent';
import { trpc } from '../../lib/trpc';

// /langganan-dikonfirmasi?token=… (docs/product.md §12): the first e-mail's confirmation link
// (src-server/modules/promo/confirm-link.ts) confirms on the server and lands here, where the
// welcome voucher made by the confirmation is shown (read again by the confirmation token; the
// same code comes in a second e-mail). Personal: never kept in the page cache.

export const prefetchConfirmed = emailLinkPrefetch((helpers) => helpers.promo.confirmedVoucher);

export function ConfirmedPage() {
  const { search, token, input, options } = useEmailLink();
  const voucher = trpc.promo.confirmedVoucher.useQuery(input, options);
  const text = copy.confirmed;
  const failed = search.get('gagal') === '1' || (token !== undefined && voucher.data === null);
  const code = voucher.data?.voucherCode;

  let body;
  if (failed) {
    body = <p role="alert">{text.failed}</p>;
  } else if (code) {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <p>{text.voucherIntro}</p>
        <p className="rounded-2xl border-2 border-dashed border-brand-600 bg-white px-4 py-3 text-center">
          <span className="block text-sm font-semibold text-stone-600">{text.voucherLabel}</span>
          <span className="block text-2xl font-extrabold tracking-widest text-brand-700 select-all">
            {code}
          </span>
        </p>
        <p>{text.voucherHow}</p>
      </div>
    );
  } else {
    body = <p role="status">{voucher.isPending && token ? '' : text.done}</p>;
  }
  return (
    <NoticePage icon={MailCheck} title={text.title} path={CONFIRMED_PATH}>
      {body}
    </NoticePage>
  );
}
