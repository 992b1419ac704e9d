import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { kampanyeMailCopy as copy } from '../../../src/shared/kampanye-copy.js';
import { formatRupiah } from '../../../src/shared/price.js';
import * as frame from '../../services/outbox/mail-frame.js';

// A campaign's mail (docs/decisions/0029), made from the same frame as every mail the shop
// sends (services/outbox/mail-frame.tsx): the owner's text in paragraphs, the chosen products as cards
// with photo and price, every link through the campaign's counting redirect, and the
// subscriber's own unsubscribe link in the body and the RFC 8058 headers.

export interface KampanyeMailProduk {
  nama: string;
  /** The price visitors see (src/shared/price.ts), and the one before the discount. */
  harga: number;
  hargaAsli: number;
  diskon: number;
  /** Absolute addresses: the photo, and the counting link to the product's page. */
  fotoUrl: string;
  url: string;
}

/** The owner's text as paragraphs: a blank line starts a new one, a line break stays one. */
export function paragraphsOf(isi: string): string[][] {
  return isi
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

function ProdukCard({ produk }: { produk: KampanyeMailProduk }) {
  return (
    <Section
      style={{
        border: '1px solid #e7e5e4',
        borderRadius: '12px',
        margin: '0 0 16px',
        padding: '12px',
        textAlign: 'center',
      }}
    >
      <Link href={produk.url}>
        <img
          src={produk.fotoUrl}
          alt={produk.nama}
          width="240"
          height="240"
          style={{
            border: 'none',
            borderRadius: '8px',
            display: 'block',
            height: 'auto',
            margin: '0 auto',
            maxWidth: '100%',
            outline: 'none',
            textDecoration: 'none',
          }}
        />
      </Link>
      <Text style={{ ...frame.paragraph, fontWeight: 'bold', margin: '12px 0 4px' }}>
        {produk.nama}
      </Text>
      <Text style={{ ...frame.paragraph, margin: '0 0 12px' }}>
        <span style={{ color: frame.colours.brand, fontSize: '18px', fontWeight: 'bold' }}>
          {formatRupiah(produk.harga)}
        </span>
        {produk.diskon > 0 && produk.hargaAsli > produk.harga && (
          <>
            {' '}
            <s style={{ color: frame.colours.muted }}>{formatRupiah(produk.hargaAsli)}</s>{' '}
            <span style={{ color: frame.colours.muted, fontSize: '13px' }}>
              {copy.diskon(produk.diskon)}
            </span>
          </>
        )}
      </Text>
      <Button href={produk.url} style={{ ...frame.buttonStyle, padding: '10px 20px' }}>
        {copy.lihat}
      </Button>
    </Section>
  );
}

/** The campaign's mail for one subscriber (or, `test`, for the admin trying it). */
export async function renderKampanyeMail(input: {
  shop: frame.MailShop;
  subjek: string;
  isi: string;
  produk: KampanyeMailProduk[];
  /** The counting link to the shop's home page. */
  shopUrl: string;
  unsubscribeUrl: string;
  test?: boolean;
}): Promise<frame.RenderedMail> {
  const { shop } = input;
  const paragraphs = paragraphsOf(input.isi);
  const element = (
    <frame.ShopMail
      shop={shop}
      preview={paragraphs[0]?.join(' ') ?? input.subjek}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      {input.test && (
        <Text
          style={{
            ...frame.paragraph,
            backgroundColor: '#fef3c7',
            borderRadius: '8px',
            padding: '8px 12px',
          }}
        >
          {copy.testBanner}
        </Text>
      )}
      <Heading as="h2" style={{ color: frame.colours.text, fontSize: '20px', margin: '0 0 12px' }}>
        {input.subjek}
      </Heading>
      {paragraphs.map((lines, index) => (
        <Text key={index} style={frame.paragraph}>
          {lines.map((line, at) => (
            <span key={at}>
              {at > 0 && <br />}
              {line}
            </span>
          ))}
        </Text>
      ))}
      {input.produk.length > 0 && (
        <>
          <Heading
            as="h3"
            style={{ color: frame.colours.text, fontSize: '17px', margin: '24px 0 12px' }}
          >
            {copy.produkHeading}
          </Heading>
          {input.produk.map((produk) => (
            <ProdukCard key={produk.url} produk={produk} />
          ))}
        </>
      )}
      <Text style={{ ...frame.paragraph, textAlign: 'center' }}>
        <Link href={input.shopUrl} style={{ color: frame.colours.brand, fontWeight: 'bold' }}>
          {copy.kunjungi(shop.name)}
        </Link>
      </Text>
    </frame.ShopMail>
  );
  return frame.renderMail(
    input.test ? copy.testSubject(input.subjek) : input.subjek,
    element,
    input.unsubscribeUrl,
  );
}
