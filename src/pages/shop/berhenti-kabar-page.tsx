import { BellOff } from 'lucide-react';
import {
  emailLinkPrefetch,
  StopLinkNotice,
  useEmailLink,
} from '../../components/shop/email-link-notice';
import { BERHENTI_KABAR_PATH, kabarStokCopy as t } from '../../shared/kabar-stok';
import { trpc } from '../../lib/trpc';

// /berhenti-kabar-stok?token=… (docs/product.md §12 Kabar stok): the stop link of a back-in-stock
// e-mail. No login: the token is the proof. The button is a plain form post
// (src-server/modules/kabar-stok/kabar-stok.rest.ts), so it works in a mail app's browser
// without JavaScript; opening the link changes nothing (mail scanners open links).

const stopText = {
  title: t.stopTitle,
  done: t.stopDone,
  failed: t.stopFailed,
  confirm: t.stopConfirm,
  button: t.stopButton,
  checking: t.stopChecking,
  invalid: t.stopInvalid,
};

export const prefetchBerhentiKabar = emailLinkPrefetch(
  (helpers) => helpers.kabarStok.unsubscribeInfo,
);

export function BerhentiKabarPage() {
  const { input, options } = useEmailLink();
  const query = trpc.kabarStok.unsubscribeInfo.useQuery(input, options);
  return <StopLinkNotice icon={BellOff} path={BERHENTI_KABAR_PATH} text={stopText} info={query} />;
}
