import { MailX } from 'lucide-react';
import {
  emailLinkPrefetch,
  StopLinkNotice,
  useEmailLink,
} from '../../components/shop/email-link-notice';
import { copy } from '../../shared/copy';
import { UNSUBSCRIBE_PATH } from '../../shared/newsletter-consent';
import { trpc } from '../../lib/trpc';

// /berhenti-langganan?token=… (docs/product.md §10): the link in every newsletter e-mail. No
// login: the token is the proof. The button is a plain form post (src-server/modules/promo/
// unsubscribe-form.ts), so it works in a mail app's browser without JavaScript.

export const prefetchUnsubscribe = emailLinkPrefetch((helpers) => helpers.promo.unsubscribeInfo);

export function UnsubscribePage() {
  const { input, options } = useEmailLink();
  const query = trpc.promo.unsubscribeInfo.useQuery(input, options);
  return (
    <StopLinkNotice icon={MailX} path={UNSUBSCRIBE_PATH} text={copy.unsubscribe} info={query} />
  );
}
