import { useSite } from '../../lib/site';
import { keluarTokoPath } from '../../shared/keluar';
import { shopMarketplaces } from './brand-icons';
import { ClickOutLink } from './click-out-link';

const sizes = {
  sm: 'px-3 py-1.5 text-xs',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 shadow-sm',
} as const;

/** Buttons to the shop's own pages on the marketplaces that are configured. */
export function ShopMarketplaceLinks({
  size,
  className = '',
}: {
  size: keyof typeof sizes;
  className?: string;
}) {
  const site = useSite();
  const shops = shopMarketplaces(site.marketplaces);
  if (shops.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Toko kami di marketplace">
      {shops.map((shop) => (
        <li key={shop.key}>
          <ClickOutLink
            href={keluarTokoPath(shop.key)}
            className={`inline-block rounded-full font-bold ${sizes[size]} ${shop.className}`}
          >
            {shop.label}
          </ClickOutLink>
        </li>
      ))}
    </ul>
  );
}
