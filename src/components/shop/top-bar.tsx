import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShopLink } from './shop-link';
import { copy } from '../../shared/copy';
import { useSite } from '../../lib/site';
import { Logo } from './logo';
import { isActivePath, kategoriLinks, menuLinks } from './nav-links';
import { hidePopover, isPopoverOpen, PopoverClose, PopoverDialog } from './popover-dialog';
import { SearchBox } from './search-box';
import { useDisclosure } from './use-disclosure';

const MENU_ID = 'site-menu';
const SEARCH_ID = 'site-search';

/**
 * The sticky top bar (docs/product.md §2): side menu with a collapsible Kategori list, logo, search. Menu
 * and search are popovers the browser opens before any script has run (src/components/shop/popover-dialog.tsx);
 * they exclude each other, and both close when the route changes.
 */
export function TopBar() {
  const site = useSite();
  const location = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLDivElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // A fresh, empty search each time it opens.
  const [searchRound, setSearchRound] = useState(0);
  const routeKey = location.pathname + location.search;
  const shownRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey === shownRoute.current) return;
    shownRoute.current = routeKey;
    hidePopover(menu.current);
    hidePopover(search.current);
  }, [routeKey]);
  // The search may have been opened by the browser before React took the page over.
  useEffect(() => setSearchOpen(isPopoverOpen(search.current)), []);
  const onSearchToggle = (open: boolean) => {
    setSearchOpen(open);
    if (!open) setSearchRound((round) => round + 1);
  };

  return (
    <header
      // The open search lies over the page under the bar; the bar makes room for it, as if it
      // were in the bar: the field (3.125rem) and the space under it (0.75rem).
      className="sticky top-0 z-30 has-[#site-search:popover-open]:pb-[3.875rem] border-b border-stone-200/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <button
          type="button"
          aria-label="Buka menu"
          aria-haspopup="dialog"
          popoverTarget={MENU_ID}
          className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50"
        >
          <Menu aria-hidden size={24} />
        </button>
        <PopoverDialog
          id={MENU_ID}
          ref={menu}
          labelledBy={`${MENU_ID}-judul`}
          describedBy={`${MENU_ID}-isi`}
          overlayClassName="fixed inset-0 z-40 bg-stone-900/40 animate-[fade-in_150ms]"
          panelClassName="fixed inset-y-0 left-0 z-50 flex w-[82vw] max-w-xs flex-col gap-2 overflow-y-auto bg-cream p-4 shadow-2xl animate-[slide-in_200ms]"
        >
          <div className="flex items-center justify-between">
            <span id={`${MENU_ID}-judul`}>
              <Logo name={site.name} />
            </span>
            <PopoverClose
              target={MENU_ID}
              label="Tutup menu"
              className="grid size-11 place-items-center rounded-full hover:bg-brand-50"
            >
              <X aria-hidden size={22} />
            </PopoverClose>
          </div>
          <p id={`${MENU_ID}-isi`} className="sr-only">
            Menu navigasi toko
          </p>
          <MenuNav />
        </PopoverDialog>

        <ShopLink to="/" className="mr-auto rounded-lg" aria-label={`${site.name} — Beranda`}>
          <Logo name={site.name} />
        </ShopLink>

        <WideNav pathname={location.pathname} />

        <button
          type="button"
          aria-label={searchOpen ? copy.search.close : copy.search.open}
          aria-controls={SEARCH_ID}
          popoverTarget={SEARCH_ID}
          className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50"
        >
          {searchOpen ? <X aria-hidden size={22} /> : <Search aria-hidden size={22} />}
        </button>
      </div>
      {/* Under the bar, over the page; its field takes the focus when it opens (autoFocus). */}
      <div
        ref={search}
        id={SEARCH_ID}
        popover="auto"
        onToggle={(event) => onSearchToggle(event.nativeEvent.newState === 'open')}
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none overflow-visible border-0 border-b border-stone-200/80 bg-cream/95 p-0 text-inherit backdrop-blur supports-[backdrop-filter]:bg-cream/80"
      >
        <div className="mx-auto max-w-2xl px-3 pb-3 sm:px-4">
          <SearchBox key={searchRound} onClose={() => hidePopover(search.current)} />
        </div>
      </div>
    </header>
  );
}

/** The side menu's links, Kategori folding out its categories. */
function MenuNav() {
  const { open: kategoriOpen, button: kategoriButton } = useDisclosure('menu-kategori', false);
  return (
    <nav aria-label="Menu utama" className="mt-2">
      <ul className="flex flex-col gap-1 text-base font-semibold">
        <li>
          <MenuLink to="/">Home</MenuLink>
        </li>
        <li>
          <button
            {...kategoriButton}
            className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-left hover:bg-brand-50"
          >
            Kategori
            <ChevronDown
              aria-hidden
              size={18}
              className={`transition ${kategoriOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <ul
            id="menu-kategori"
            hidden={!kategoriOpen}
            className="ml-3 border-l-2 border-brand-100 pl-2 text-[0.95rem] font-medium"
          >
            {kategoriLinks.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to}>{link.label}</MenuLink>
              </li>
            ))}
          </ul>
        </li>
        {menuLinks.slice(1).map((link) => (
          <li key={link.to}>
            <MenuLink to={link.to}>{link.label}</MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The links in the bar itself, on a wide screen. */
function WideNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Navigasi" className="hidden lg:block">
      <ul className="flex items-center gap-1 text-sm font-semibold text-stone-700">
        {[{ to: '/kategori', label: 'Kategori' }, ...menuLinks.slice(1)].map((link) => (
          <li key={link.to}>
            <ShopLink
              to={link.to}
              aria-current={isActivePath(pathname, link.to, false) ? 'page' : undefined}
              className={`rounded-full px-3 py-2 hover:bg-brand-50 ${isActivePath(pathname, link.to, false) ? 'text-brand-700' : ''}`}
            >
              {link.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, to, to === '/' || to === '/kategori');
  return (
    <ShopLink
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`block rounded-xl px-3 py-3 hover:bg-brand-50 ${active ? 'bg-brand-50 text-brand-700' : 'text-stone-800'}`}
    >
      {children}
    </ShopLink>
  );
}
