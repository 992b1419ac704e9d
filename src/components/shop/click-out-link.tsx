import type { AnchorHTMLAttributes } from 'react';
import type { KeluarPath } from '../../shared/keluar';

/**
 * A button that leaves the shop through /keluar (src/shared/keluar.ts), which counts the click
 * and forwards to the marketplace or WhatsApp: a new tab, no opener, no referrer, and not a
 * link for crawlers to follow.
 */
export function ClickOutLink({
  href,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: KeluarPath }) {
  return (
    <a {...props} href={href} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  );
}
