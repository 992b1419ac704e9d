import {
  confirmPath,
  unsubscribePath,
  WELCOME_VOUCHER_PERCENT,
} from '../../../src/shared/newsletter-consent.js';
import type { Pengaturan } from '../../../src/shared/schemas/pengaturan.js';
import type { Db } from '../../db/connect.js';
import type { SurelJenis } from '../../db/schema.js';
import { findWelcomeMailData } from '../../modules/promo/promo.queries.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { composeKampanyeMail } from '../../modules/kampanye/kampanye-compose.js';
import {
  composeKabarKonfirmasiMail,
  composeKabarStokMail,
} from '../../modules/kabar-stok/kabar-stok-mail.js';
import { renderConfirmMail, renderWelcomeMail, type RenderedMail } from './mail-frame.js';

// A message's body is made when it is sent or opened in Kotak keluar, never stored: its links
// carry the subscriber's tokens, which the database keeps only as keyed hashes (decision 0025).

export interface ComposeDeps {
  db: Db;
  /** Kotak keluar's are `.masked()`: its view of a mail holds no working link. */
  tokens: UnsubscribeTokens;
  settings: () => Promise<Pengaturan>;
  publicUrl: string;
}

/** The message as it goes out; undefined when what it was about is gone. */
export async function composeSurel(
  deps: ComposeDeps,
  message: {
    id: number;
    jenis: SurelJenis;
    promoId: number | null;
    kampanyeId?: number | null;
    kabarAlamatId?: number | null;
  },
): Promise<RenderedMail | undefined> {
  const shop = async () => {
    const settings = await deps.settings();
    return {
      name: settings.name,
      address: settings.address,
      email: settings.email,
      publicUrl: deps.publicUrl,
    };
  };
  if (message.jenis === 'kabar_stok') {
    return composeKabarStokMail(deps, await shop(), message.id);
  }
  if (message.jenis === 'kabar_stok_konfirmasi') {
    if (message.kabarAlamatId === null || message.kabarAlamatId === undefined) return undefined;
    return composeKabarKonfirmasiMail(deps, await shop(), message.kabarAlamatId);
  }
  if (message.jenis === 'kampanye' || message.jenis === 'kampanye_uji') {
    return composeKampanyeMail(deps, {
      jenis: message.jenis,
      promoId: message.promoId,
      kampanyeId: message.kampanyeId ?? null,
    });
  }
  if (message.promoId === null) return undefined;
  const data = await findWelcomeMailData(deps.db, message.promoId, deps.tokens);
  if (!data) return undefined;
  const unsubscribeUrl = `${deps.publicUrl}${unsubscribePath(data.unsubscribeToken)}`;
  if (message.jenis === 'konfirmasi_langganan') {
    return renderConfirmMail({
      shop: await shop(),
      percent: WELCOME_VOUCHER_PERCENT,
      confirmUrl: `${deps.publicUrl}${confirmPath(data.confirmToken)}`,
      unsubscribeUrl,
    });
  }
  // The voucher mail: written at the confirmation, with the code made there.
  if (data.voucherCode === null) return undefined;
  return renderWelcomeMail({
    shop: await shop(),
    percent: WELCOME_VOUCHER_PERCENT,
    voucherCode: data.voucherCode,
    unsubscribeUrl,
  });
}
