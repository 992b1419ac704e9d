import { unsubscribePath } from '../../../src/shared/newsletter-consent.js';
import { produkImagePath } from '../../../src/shared/images.js';
import { discountedPrice } from '../../../src/shared/price.js';
import { kampanyeLinkPath } from '../../../src/shared/schemas/kampanye.js';
import type { Db } from '../../db/connect.js';
import { findKampanyeMailData, listMailProduk } from './kampanye.queries.js';
import type { ComposeDeps } from '../../services/outbox/compose.js';
import { renderKampanyeMail } from './kampanye-mail.js';
import type { MailShop, RenderedMail } from '../../services/outbox/mail-frame.js';

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

async function shopOf(deps: ComposeDeps): Promise<MailShop> {
  const settings = await deps.settings();
  return {
    name: settings.name,
    address: settings.address,
    email: settings.email,
    publicUrl: deps.publicUrl,
  };
}

/** A stored campaign's message to a subscriber, or (`kampanye_uji`) to the admin. */
export async function composeKampanyeMail(
  deps: ComposeDeps,
  message: {
    jenis: 'kampanye' | 'kampanye_uji';
    promoId: number | null;
    kampanyeId: number | null;
  },
): Promise<RenderedMail | undefined> {
  if (message.kampanyeId === null) return undefined;
  const test = message.jenis === 'kampanye_uji';
  const data = await findKampanyeMailData(
    deps.db,
    message.kampanyeId,
    test ? null : message.promoId,
  );
  if (!data || (!test && data.garam === null)) return undefined;
  const token = data.garam === null ? TEST_TOKEN : deps.tokens.token(data.garam);
  return renderKampanyeMail({
    shop: await shopOf(deps),
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
    shop: await shopOf(deps),
    subjek: draft.subjek,
    isi: draft.isi,
    produk: await mailProduk(deps.db, deps.publicUrl, id, draft.produk),
    shopUrl: `${deps.publicUrl}${kampanyeLinkPath(id)}`,
    unsubscribeUrl: `${deps.publicUrl}${unsubscribePath(TEST_TOKEN)}`,
  });
}
