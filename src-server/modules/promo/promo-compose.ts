import {
  confirmPath,
  unsubscribePath,
  WELCOME_VOUCHER_PERCENT,
} from '../../../src/shared/newsletter-consent.js';
import { mailShop, type ComposeDeps, type MailKinds } from '../../services/outbox/compose.js';
import type { RenderedMail } from '../../services/outbox/mail-frame.js';
import { renderConfirmMail, renderWelcomeMail } from './promo-mail.js';
import { findWelcomeMailData } from './promo.queries.js';

// The newsletter's mails as they go out (docs/decisions/0025): made from the sign-up when sent
// or shown, as their links carry its tokens.

/** A sign-up's mail of `kind`; undefined once the address is gone (or has no voucher). */
async function composePromoMail(
  deps: ComposeDeps,
  promoId: number | null,
  kind: 'konfirmasi' | 'voucher',
): Promise<RenderedMail | undefined> {
  if (promoId === null) return undefined;
  const data = await findWelcomeMailData(deps.db, promoId, deps.tokens);
  if (!data) return undefined;
  const unsubscribeUrl = `${deps.publicUrl}${unsubscribePath(data.unsubscribeToken)}`;
  if (kind === 'konfirmasi') {
    return renderConfirmMail({
      shop: await mailShop(deps),
      percent: WELCOME_VOUCHER_PERCENT,
      confirmUrl: `${deps.publicUrl}${confirmPath(data.confirmToken)}`,
      unsubscribeUrl,
    });
  }
  // The voucher mail: written at the confirmation, with the code made there.
  if (data.voucherCode === null) return undefined;
  return renderWelcomeMail({
    shop: await mailShop(deps),
    percent: WELCOME_VOUCHER_PERCENT,
    voucherCode: data.voucherCode,
    unsubscribeUrl,
  });
}

/** The newsletter's kinds of mail, registered with the outbox at the app's start (app.ts). */
export const promoMailKinds: MailKinds = {
  konfirmasi_langganan: (deps, message) => composePromoMail(deps, message.promoId, 'konfirmasi'),
  voucher_sambutan: (deps, message) => composePromoMail(deps, message.promoId, 'voucher'),
};
