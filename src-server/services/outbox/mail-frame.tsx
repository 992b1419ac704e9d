import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { ReactElement, ReactNode } from 'react';

// Every e-mail the shop sends, made from these components (docs/decisions/0025): React Email
// turns them into table-based HTML that mail apps show alike, and into the plain-text part.
// Values are escaped by React, so a shop name or address can never inject markup. The messages
// themselves live with the features that send them (promo, kabar-stok, kampanye).

/** What every message says about the shop: its name, address and site. */
export interface MailShop {
  name: string;
  address: string;
  email: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers: Record<string, string>;
}

export const colours = { brand: '#0f766e', text: '#292524', muted: '#57534e', paper: '#fafaf9' };

/**
 * The frame of every message: the shop's name, the body, the shop's address and site, why the
 * reader gets it and the link that stops it (by default the newsletter's).
 */
export function ShopMail(props: {
  shop: MailShop;
  preview: string;
  unsubscribeUrl: string;
  children: ReactNode;
  reason?: string;
  unsubscribeLabel?: string;
}) {
  const { shop } = props;
  return (
    <Html lang="id">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colours.paper, fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '560px', padding: '24px', backgroundColor: '#ffffff' }}>
          <Heading as="h1" style={{ color: colours.brand, fontSize: '22px', margin: '0 0 16px' }}>
            {shop.name}
          </Heading>
          {props.children}
          <Hr style={{ margin: '24px 0' }} />
          <Text style={{ color: colours.muted, fontSize: '12px', lineHeight: '18px' }}>
            {`${shop.name} · ${shop.address}`}
            <br />
            <Link href={shop.publicUrl} style={{ color: colours.muted }}>
              {shop.publicUrl}
            </Link>{' '}
            · {shop.email}
          </Text>
          <Text style={{ color: colours.muted, fontSize: '12px', lineHeight: '18px' }}>
            {props.reason ?? `Kamu menerima email ini karena mendaftar newsletter ${shop.name}. `}
            <Link href={props.unsubscribeUrl} style={{ color: colours.muted }}>
              {props.unsubscribeLabel ?? 'Berhenti berlangganan'}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: colours.text, fontSize: '15px', lineHeight: '22px' };

export const buttonStyle = {
  backgroundColor: colours.brand,
  borderRadius: '9999px',
  color: '#ffffff',
  fontWeight: 'bold',
  padding: '12px 24px',
};

/**
 * A confirmation button with its link written out too (for mail apps that show no buttons). The
 * link confirms: Kotak keluar shows it masked (modules/surel/surel.router.ts).
 */
export function ConfirmButton(props: { url: string; label: string }) {
  return (
    <>
      <Button href={props.url} style={buttonStyle}>
        {props.label}
      </Button>
      <Text
        style={{ ...paragraph, fontSize: '13px', color: colours.muted, wordBreak: 'break-all' }}
      >
        {`Bila tombol tidak berfungsi, buka tautan ini: ${props.url}`}
      </Text>
    </>
  );
}

/** RFC 8058: mail apps show "unsubscribe" and POST to the link, no login, no page. */
export function oneClickUnsubscribe(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A message as it goes out: its HTML and plain text, and the stop link as RFC 8058 headers. */
export async function renderMail(
  subject: string,
  element: ReactElement,
  unsubscribeUrl: string,
): Promise<RenderedMail> {
  return {
    subject,
    html: await render(element),
    text: await render(element, { plainText: true }),
    headers: oneClickUnsubscribe(unsubscribeUrl),
  };
}
