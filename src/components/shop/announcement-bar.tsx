import { Megaphone, X } from 'lucide-react';
import { ShopLink } from './shop-link';
import { useSite } from '../../lib/site';
import { copy } from '../../shared/copy';

/**
 * The shop's announcement (Pengumuman, set in the admin's Pengaturan), on every page while its
 * dates say so. Rendered by the server for everyone alike, between the page and the footer, and
 * held to the bottom of the screen while the page scrolls (position: sticky). Closing it, and
 * hiding it for a visitor who closed it before, are the page's first script's
 * (src/lib/announcement.ts, which reads `#pengumuman`, `data-key` and `data-tutup`): they work
 * before React has taken over, and the hiding moves nothing on the page.
 */
export function AnnouncementBar() {
  const { announcement } = useSite();
  if (!announcement) return null;
  const { text, link } = announcement;
  const linkClass = 'ml-2 font-extrabold whitespace-nowrap underline underline-offset-2';
  return (
    <aside
      id="pengumuman"
      data-key={announcement.key}
      aria-label={copy.announcement.landmark}
      className="sticky bottom-0 z-30 bg-brand-700 text-white shadow-[0_-4px_12px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 py-2 pr-2 pl-4">
        <Megaphone aria-hidden size={18} className="flex-none" />
        <p className="min-w-0 flex-1 text-sm leading-snug font-semibold">
          {text}
          {link &&
            (link.startsWith('/') ? (
              <ShopLink to={link} className={linkClass}>
                {copy.announcement.more} →
              </ShopLink>
            ) : (
              // http or https (checked when saved); leaves the shop in a new tab.
              <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {copy.announcement.more} →
              </a>
            ))}
        </p>
        <button
          type="button"
          aria-label={copy.announcement.close}
          data-tutup
          className="grid size-10 flex-none place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden size={20} />
        </button>
      </div>
    </aside>
  );
}
