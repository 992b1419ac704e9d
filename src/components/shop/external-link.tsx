import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves the shop: new tab, no opener, no referrer (docs/architecture.md §7). Only https. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const safe = /^https:\/\//.test(href) ? href : undefined;
  return (
    <a {...props} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
