import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { escapeJsonForHtml } from '../shared/escape-json';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  isSharePicture,
  shareImagePath,
} from '../shared/share-images';
import { useSite } from './site';

// Each page describes its own <head> (docs/architecture.md §8): title, description, canonical URL, Open
// Graph and JSON-LD. On the server the description is collected while rendering and written
// into the HTML; in the browser it is applied to the document after navigation.

export interface HeadData {
  title: string;
  description: string;
  /**
   * Path of the canonical URL, e.g. `/kategori/gamis?page=2`; none on an error page, which is
   * no address to index or share (issue 22 item 2).
   */
  path?: string | undefined;
  /**
   * Path of the URL that link previews describe (og:url) when it is not the canonical one: a
   * product in a chosen colour, whose preview shows that colour's photo.
   */
  sharePath?: string | undefined;
  /**
   * Absolute or root-relative image for link previews; without one, the home page's share
   * picture (src/shared/share-images.ts).
   */
  image?: string | undefined;
  type?: 'website' | 'product';
  /** A product's price in rupiah, for link previews (Open Graph product tags). */
  price?: number | undefined;
  /** Structured data (schema.org), e.g. a Product. */
  jsonLd?: object | undefined;
  noindex?: boolean;
}

export interface HeadCollector {
  data: HeadData | undefined;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector | null;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/** The page's <head>, under the shop's own name and address (site.settings). */
export function PageMeta(props: HeadData) {
  const collector = useContext(HeadContext);
  const { name: siteName, publicUrl } = useSite();
  // During the server render: remember it (the deepest page renders last and wins). The
  // collector is a plain per-request object made for exactly this, not React state.
  // eslint-disable-next-line react-hooks/immutability
  if (collector) collector.data = props;
  const serialized = JSON.stringify(props);
  useEffect(() => {
    applyHead(JSON.parse(serialized) as HeadData, siteName, publicUrl);
  }, [serialized, siteName, publicUrl]);
  return null;
}

function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
}

/** The tags for <head>, as the server writes them. Every value is escaped. */
function headTags(data: HeadData, siteName: string, publicUrl: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [
    { tag: 'meta', name: 'description', content: data.description },
  ];
  if (data.path !== undefined) {
    tags.push({ tag: 'link', rel: 'canonical', href: absolute(data.path, publicUrl) });
  }
  tags.push(
    { tag: 'meta', property: 'og:site_name', content: siteName },
    { tag: 'meta', property: 'og:locale', content: 'id_ID' },
    { tag: 'meta', property: 'og:type', content: data.type ?? 'website' },
    { tag: 'meta', property: 'og:title', content: data.title },
    { tag: 'meta', property: 'og:description', content: data.description },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
  );
  const shared = data.sharePath ?? data.path;
  if (shared !== undefined) {
    tags.push({ tag: 'meta', property: 'og:url', content: absolute(shared, publicUrl) });
  }
  const image = data.image ?? shareImagePath('beranda');
  tags.push({ tag: 'meta', property: 'og:image', content: absolute(image, publicUrl) });
  if (isSharePicture(image)) {
    // Its size and type are known: a preview can be laid out before the picture arrives.
    tags.push(
      { tag: 'meta', property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
      { tag: 'meta', property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
      { tag: 'meta', property: 'og:image:type', content: 'image/jpeg' },
    );
  }
  if (data.price !== undefined) {
    tags.push(
      { tag: 'meta', property: 'product:price:amount', content: String(data.price) },
      { tag: 'meta', property: 'product:price:currency', content: 'IDR' },
    );
  }
  if (data.noindex) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  return tags;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the tag. */
export function renderHeadHtml(data: HeadData, siteName: string, publicUrl: string): string {
  const lines = [`<title>${escapeHtml(fullTitle(data.title, siteName))}</title>`];
  for (const { tag, ...attributes } of headTags(data, siteName, publicUrl)) {
    const attrs = Object.entries(attributes)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ');
    lines.push(`<${tag ?? 'meta'} ${attrs} data-head="">`);
  }
  if (data.jsonLd) {
    lines.push(
      `<script type="application/ld+json" data-head="">${escapeJsonForHtml(JSON.stringify(data.jsonLd))}</script>`,
    );
  }
  return lines.join('\n    ');
}

function applyHead(data: HeadData, siteName: string, publicUrl: string): void {
  document.title = fullTitle(data.title, siteName);
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
  for (const { tag, ...attributes } of headTags(data, siteName, publicUrl)) {
    const element = document.createElement(tag ?? 'meta');
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    element.setAttribute('data-head', '');
    document.head.append(element);
  }
  if (data.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data.jsonLd);
    script.setAttribute('data-head', '');
    document.head.append(script);
  }
}
