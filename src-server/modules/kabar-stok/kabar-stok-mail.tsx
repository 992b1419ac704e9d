import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import {
  berhentiKabarPath,
  kabarCellLabel,
  kabarStokCopy,
  konfirmasiKabarPath,
} from '../../../src/shared/kabar-stok.js';
import { COLOUR_PARAM } from '../../../src/shared/page-query.js';
import { discountedPrice, formatRupiah } from '../../../src/shared/price.js';
import { produkShareImagePath } from '../../../src/shared/share-images.js';
import { mailShop, type ComposeDeps, type MailKinds } from '../../services/outbox/compose.js';
import { findKabarKonfirmasiData, findKabarStokMailData } from './kabar-stok.queries.js';
import * as frame from '../../services/outbox/mail-frame.js';

// The back-in-stock alert's e-mail (docs/decisions/0028): one per address and product, naming
// every size (of its colour) that is available again for that address. A card of the product (its photo as the JPEG the link previews use,
// since mail apps do not all show WebP; its price; a link to its page in that colour) and the
// stop link, which erases the address from the alerts (also as RFC 8058 one-click). And the mail
// an address's first request gets before any alert: it asks to confirm.

const t = kabarStokCopy;

/** The frame with the alerts' reason and stop link instead of the newsletter's. */
function KabarMail(props: {
  shop: frame.MailShop;
  preview: string;
  stopUrl: string;
  children: ReactNode;
}) {
  return (
    <frame.ShopMail
      shop={props.shop}
      preview={props.preview}
      unsubscribeUrl={props.stopUrl}
      reason={t.mailReason(props.shop.name)}
      unsubscribeLabel={t.mailStop}
    >
      {props.children}
    </frame.ShopMail>
  );
}

export async function renderKabarStokMail(input: {
  shop: frame.MailShop;
  produk: { id: number; nama: string; harga: number; diskon: number };
  cells: { warna: { id: number; nama: string } | null; ukuran: { ukuran: string; usia: string } }[];
  stopUrl: string;
}): Promise<frame.RenderedMail> {
  const { shop, produk } = input;
  // The card shows (and links to) the first cell's colour; each size is named with its colour.
  const warna = input.cells[0]?.warna ?? null;
  const labels = input.cells.map((c) =>
    kabarCellLabel(c.ukuran.ukuran, c.ukuran.usia, c.warna?.nama),
  );
  const pageUrl = `${shop.publicUrl}/detail/${produk.id}${warna ? `?${COLOUR_PARAM}=${warna.id}` : ''}`;
  const photoUrl = `${shop.publicUrl}${produkShareImagePath(produk.id, warna?.id)}`;
  const price = discountedPrice(produk.harga, produk.diskon);
  const element = (
    <KabarMail shop={shop} preview={t.mailPreview(produk.nama)} stopUrl={input.stopUrl}>
      <Text style={{ ...frame.paragraph, fontWeight: 'bold' }}>{t.mailGreeting}</Text>
      <Text style={frame.paragraph}>{t.mailBody(produk.nama, labels)}</Text>
      <Section style={{ border: '1px solid #e7e5e4', borderRadius: '12px', padding: '12px' }}>
        <Link href={pageUrl}>
          {/* A plain img with what @react-email/img would add (one dependency fewer). */}
          <img
            src={photoUrl}
            alt={produk.nama}
            width="512"
            style={{
              display: 'block',
              border: 'none',
              outline: 'none',
              textDecoration: 'none',
              width: '100%',
              maxWidth: '512px',
              height: 'auto',
              borderRadius: '8px',
            }}
          />
        </Link>
        <Text
          style={{ ...frame.paragraph, fontSize: '17px', fontWeight: 'bold', margin: '12px 0 0' }}
        >
          {produk.nama}
        </Text>
        {labels.map((label) => (
          <Text key={label} style={{ ...frame.paragraph, margin: '4px 0 0' }}>
            {labels.length > 1 ? `• ${label}` : label}
          </Text>
        ))}
        <Text
          style={{
            color: frame.colours.brand,
            fontSize: '20px',
            fontWeight: 'bold',
            margin: '8px 0',
          }}
        >
          {formatRupiah(price)}
          {produk.diskon > 0 && ' '}
          {produk.diskon > 0 && (
            <span
              style={{
                color: frame.colours.muted,
                fontSize: '14px',
                fontWeight: 'normal',
                textDecoration: 'line-through',
                marginLeft: '8px',
              }}
            >
              {formatRupiah(produk.harga)}
            </span>
          )}
        </Text>
        <Button href={pageUrl} style={frame.buttonStyle}>
          {t.mailButton}
        </Button>
      </Section>
      <Text
        style={{
          ...frame.paragraph,
          fontSize: '13px',
          color: frame.colours.muted,
          wordBreak: 'break-all',
        }}
      >
        {t.mailLinkFallback(pageUrl)}
      </Text>
      <Text style={{ ...frame.paragraph, fontSize: '13px', color: frame.colours.muted }}>
        {t.mailEnded}
      </Text>
    </KabarMail>
  );
  return frame.renderMail(t.mailSubject(produk.nama, labels), element, input.stopUrl);
}

/** The alert of the outbox row `surelId`, as it goes out; undefined when the request is gone. */
async function composeKabarStokMail(
  deps: ComposeDeps,
  surelId: number,
): Promise<frame.RenderedMail | undefined> {
  const data = await findKabarStokMailData(deps.db, surelId, deps.tokens);
  if (!data) return undefined;
  return renderKabarStokMail({
    shop: await mailShop(deps),
    produk: data.produk,
    cells: data.cells,
    stopUrl: `${deps.publicUrl}${berhentiKabarPath(data.stopToken)}`,
  });
}

/** An address's confirmation mail: one button that confirms, and the stop link. */
export async function renderKabarKonfirmasiMail(input: {
  shop: frame.MailShop;
  confirmUrl: string;
  stopUrl: string;
}): Promise<frame.RenderedMail> {
  const { shop } = input;
  const element = (
    <KabarMail shop={shop} preview={t.confirmPreview(shop.name)} stopUrl={input.stopUrl}>
      <Text style={frame.paragraph}>{t.confirmBody(shop.name)}</Text>
      <frame.ConfirmButton url={input.confirmUrl} label={t.confirmButton} />
      <Text style={{ ...frame.paragraph, fontSize: '13px', color: frame.colours.muted }}>
        {t.confirmIgnore}
      </Text>
    </KabarMail>
  );
  return frame.renderMail(t.confirmSubject, element, input.stopUrl);
}

/** The confirmation mail of the address `alamatId`; undefined once the address is erased. */
async function composeKabarKonfirmasiMail(
  deps: ComposeDeps,
  alamatId: number | null,
): Promise<frame.RenderedMail | undefined> {
  if (alamatId === null) return undefined;
  const data = await findKabarKonfirmasiData(deps.db, alamatId, deps.tokens);
  if (!data) return undefined;
  return renderKabarKonfirmasiMail({
    shop: await mailShop(deps),
    confirmUrl: `${deps.publicUrl}${konfirmasiKabarPath(data.confirmToken)}`,
    stopUrl: `${deps.publicUrl}${berhentiKabarPath(data.stopToken)}`,
  });
}

/** The alerts' kinds of mail, registered with the outbox at the app's start (app.ts). */
export const kabarStokMailKinds: MailKinds = {
  kabar_stok: (deps, message) => composeKabarStokMail(deps, message.id),
  kabar_stok_konfirmasi: (deps, message) => composeKabarKonfirmasiMail(deps, message.kabarAlamatId),
};
