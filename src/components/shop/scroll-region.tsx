import type { ReactNode } from 'react';

type RegionName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A box whose content scrolls (a wide table, a strip of cards): a named region that takes focus
 * itself, so that a keyboard reaches it and its arrow keys scroll it.
 */
export function ScrollRegion({
  className,
  children,
  ...name
}: RegionName & { className: string; children: ReactNode }) {
  return (
    <div role="region" tabIndex={0} {...name} className={className}>
      {children}
    </div>
  );
}
