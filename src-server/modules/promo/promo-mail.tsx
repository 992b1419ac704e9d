import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import * as frame from '../../services/outbox/mail-frame.js';

// The newsletter's mails (docs/decisions/0025), in the frame every mail of the shop has
// (services/outbox/mail-frame.tsx): the sign-up's confirmation and the welcome voucher.

export function welcomeSubject(shopName: string, percent: number): string {
  return `Voucher diskon ${percent}% dari ${shopName}`;
}

export function confirmSubject(shopName: string): string {
  return `Konfirmasi langganan newsletter ${shopName}`;
}

/**
 * A newsletter sign-up's first e-mail (double opt-in, docs/decisions/0025): it only asks to
 * confirm the address. The voucher comes with the confirmation, so an address typed by someone
 * else gets this one mail and no code.
 */
export async function renderConfirmMail(input: {
  shop: frame.MailShop;
  percent: number;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Promise<frame.RenderedMail> {
  const { shop, percent } = input;
  const element = (
    <frame.ShopMail
      shop={shop}
      preview={`Konfirmasi email kamu untuk mendapatkan voucher diskon ${percent}%`}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      <Text style={frame.paragraph}>{`Terima kasih sudah mendaftar newsletter ${shop.name}!`}</Text>
      <Text style={frame.paragraph}>
        {`Satu langkah lagi: konfirmasi alamat email ini. Setelah dikonfirmasi, kamu langsung ` +
          `mendapat voucher diskon ${percent}% untuk pembelian pertama, di halaman konfirmasi ` +
          'dan lewat email.'}
      </Text>
      <frame.ConfirmButton url={input.confirmUrl} label="Konfirmasi email saya" />
      <Text style={{ ...frame.paragraph, fontSize: '13px', color: frame.colours.muted }}>
        Bila kamu tidak merasa mendaftar, abaikan saja email ini: tanpa konfirmasi kami tidak
        mengirim email lain ke alamat ini.
      </Text>
    </frame.ShopMail>
  );
  return frame.renderMail(confirmSubject(shop.name), element, input.unsubscribeUrl);
}

/** The welcome e-mail, once the address is confirmed: the voucher the sign-up promised. */
export async function renderWelcomeMail(input: {
  shop: frame.MailShop;
  percent: number;
  voucherCode: string;
  unsubscribeUrl: string;
}): Promise<frame.RenderedMail> {
  const { shop, percent, voucherCode } = input;
  const element = (
    <frame.ShopMail
      shop={shop}
      preview={`Kode voucher ${percent}% kamu: ${voucherCode}`}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      <Text style={frame.paragraph}>
        {`Alamat email kamu sudah terkonfirmasi. Terima kasih sudah berlangganan newsletter ${shop.name}!`}
      </Text>
      <Text style={frame.paragraph}>
        {`Ini voucher diskon ${percent}% untuk pembelian pertama kamu. Sebutkan kodenya saat ` +
          'memesan lewat WhatsApp atau kirimkan ke admin kami:'}
      </Text>
      <Section
        style={{
          border: `2px dashed ${frame.colours.brand}`,
          borderRadius: '12px',
          padding: '12px',
          textAlign: 'center',
        }}
      >
        <Text
          style={{
            color: frame.colours.brand,
            fontSize: '24px',
            fontWeight: 'bold',
            letterSpacing: '2px',
            margin: '0',
          }}
        >
          {voucherCode}
        </Text>
      </Section>
      <Text style={frame.paragraph}>
        Info promo dan voucher berikutnya akan kami kirim ke email ini.
      </Text>
    </frame.ShopMail>
  );
  return frame.renderMail(welcomeSubject(shop.name, percent), element, input.unsubscribeUrl);
}
