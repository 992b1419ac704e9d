import type { SVGProps } from 'react';
import { KANAL_LABEL, type MarketplaceKanal } from '../../shared/keluar';

// Simple marks for the social and marketplace links (drawn here; nothing is downloaded).

type IconProps = SVGProps<SVGSVGElement>;
const base = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true } as const;

/** A mark drawn as one filled path (`d`), in the text's colour. */
function filledMark(d: string) {
  return function FilledMark(props: IconProps) {
    return (
      <svg {...base} fill="currentColor" {...props}>
        <path d={d} />
      </svg>
    );
  };
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

export const FacebookIcon = filledMark(
  'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
);

export const TiktokIcon = filledMark(
  'M16.5 3c.4 2.3 1.8 3.8 4 4v3.3a7.4 7.4 0 0 1-4-1.2v6.4A5.5 5.5 0 1 1 11 10v3.4a2.2 2.2 0 1 0 2.2 2.2V3h3.3Z',
);

export const YoutubeIcon = filledMark(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
);

export const WhatsappIcon = filledMark(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.4-.7-2.8-1.1-4.6-4-4.8-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.6 1.9 1.1 1 2 1.3 2.3 1.4.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.1 1.3Z',
);

/** The three marketplaces with their brand colours (docs/product.md §1). */
export const marketplaces = {
  shopee: { label: KANAL_LABEL.shopee, className: 'bg-[#c9361a] hover:bg-[#b02f16] text-white' },
  tokopedia: {
    label: KANAL_LABEL.tokopedia,
    className: 'bg-[#027a0a] hover:bg-[#026608] text-white',
  },
  tiktok: { label: KANAL_LABEL.tiktok, className: 'bg-[#111] hover:bg-black text-white' },
} as const satisfies Record<MarketplaceKanal, { label: string; className: string }>;
export type MarketplaceKey = MarketplaceKanal;

/** The shop's own marketplace pages that are configured, with their labels and colours. */
export function shopMarketplaces(links: Partial<Record<MarketplaceKey, string>>) {
  return (Object.keys(marketplaces) as MarketplaceKey[]).flatMap((key) => {
    const href = links[key];
    return href ? [{ key, href, ...marketplaces[key] }] : [];
  });
}
