import { unsubscribePath } from '../../../src/shared/newsletter-consent.js';
import { produkImagePath } from '../../../src/shared/images.js';
import { discountedPrice } from '../../../src/shared/price.js';
import { kampanyeLinkPath } from '../../../src/shared/schemas/kampanye.js';
import type { Db } from '../../db/connect.js';
import { findKampanyeMailData, listMailProduk } from './kampanye.queries.js';
import { mailShop, type ComposeDeps, type MailKinds } from '../../services/outbox/compose.js';
import type { RenderedMail } from '../../services/outbox/mail-frame.js';
import { renderKampanyeMail } from './kampanye-mail.js';

// A campaign's message as it goes out (docs/decisions/0029): made when sent or shown, never
// stored, as its unsubscribe link carries the subscriber's token (decision 0025).

/** A test mail has no subscriber: its unsubscribe link shows the page, and unsubscribes no one. */
const TEST_TOKEN = 'uji';

async function mailProduk(db: Db, publicUrl: string, kampanyeId: number, ids: number[]) {
  return (await listMailProduk(db, ids)).map((p) => ({
    nama: p.nama_produk,
    harga: discountedPrice(p.harga, p.diskon),
    hargaAsli: p.harga,
    diskon: p.diskon,
    fotoUrl: `${publicUrl}${produkImagePath(p.foto_produk)}`,
    url: `${publicUrl}${kampanyeLinkPath(kampanyeId, p.id)}`,
  }));
}

/** A stored campaign's message to a subscriber, or (`test`) to the admin. */
async function composeKampanyeMail(
  deps: ComposeDeps,
  message: { promoId: number | null; kampanyeId: number | null },
  test: boolean,
): Promise<RenderedMail | undefined> {
  if (message.kampanyeId === null) return undefined;
  const data = await findKampanyeMailData(
    deps.db,
    message.kampanyeId,
    test ? null : message.promoId,
  );
  if (!data || (!test && data.garam === null)) return undefined;
  const token = data.garam === null ? TEST_TOKEN : deps.tokens.token(data.garam);
  return renderKampanyeMail({
    shop: await mailShop(deps),
    subjek: data.subjek,
    isi: data.isi,
    produk: await mailProduk(deps.db, deps.publicUrl, message.kampanyeId, data.produkIds),
    shopUrl: `${deps.publicUrl}${kampanyeLinkPath(message.kampanyeId)}`,
    unsubscribeUrl: `${deps.publicUrl}${unsubscribePath(token)}`,
    test,
  });
}

/** The editor's preview: the fields as typed, links as a sent campaign's would be. */
export async function previewKampanyeMail(
  deps: ComposeDeps,
  draft: { kampanyeId: number | null; subjek: string; isi: string; produk: number[] },
): Promise<RenderedMail> {
  const id = draft.kampanyeId ?? 0;
  return renderKampanyeMail({
    shop: await mailShop(deps),
    subjek: draft.subjek,
    isi: draft.isi,
    produk: await mailProduk(deps.db, deps.publicUrl, id, draft.produk),
    shopUrl: `${deps.publicUrl}${kampanyeLinkPath(id)}`,
    unsubscribeUrl: `${deps.publicUrl}${unsubscribePath(TEST_TOKEN)}`,
  });
}

/** The campaigns' kinds of mail, registered with the outbox at the app's start (app.ts). */
export const kampanyeMailKinds: MailKinds = {
  kampanye: (deps, message) => composeKampanyeMail(deps, message, false),
  kampanye_uji: (deps, message) => composeKampanyeMail(deps, message, true),
};
