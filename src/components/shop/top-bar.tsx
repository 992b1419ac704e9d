import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { useSite } from '../../lib/site';
import { LazyModal, preloadModal } from './lazy-modal';
import { Logo } from './logo';
import { kategoriLinks, menuLinks } from './nav-links';
import { SearchBox } from './search-box';

type Panel = 'none' | 'menu' | 'search';

/**
 * The sticky top bar (docs/product.md §2): side menu with a collapsible Kategori list, logo, search. Menu
 * and search exclude each other; both close when the route changes.
 */
export function TopBar() {
  const site = useSite();
  const location = useLocation();
  const [panel, setPanel] = useState<Panel>('none');
  const [kategoriOpen, setKategoriOpen] = useState(false);
  // The menu's dialog code loads when it is first opened (or pointed at).
  const menuButton = useRef<HTMLButtonElement>(null);
  const routeKey = location.pathname + location.search;
  const [seenRoute, setSeenRoute] = useState(routeKey);
  if (routeKey !== seenRoute) {
    setSeenRoute(routeKey);
    setPanel('none');
  }
  const toggle = (which: Exclude<Panel, 'none'>) => {
    setPanel((current) => (current === which ? 'none' : which));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <button
          ref={menuButton}
          type="button"
          aria-label="Buka menu"
          aria-haspopup="dialog"
          aria-expanded={panel === 'menu'}
          onClick={() => toggle('menu')}
          onPointerEnter={preloadModal}
          onFocus={preloadModal}
          className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50"
        >
          <Menu aria-hidden size={24} />
        </button>
        <LazyModal
          open={panel === 'menu'}
          onOpenChange={(open) => setPanel(open ? 'menu' : 'none')}
          returnFocus={menuButton}
          overlayClassName="fixed inset-0 z-40 bg-stone-900/40 data-[state=open]:animate-[fade-in_150ms]"
          contentClassName="fixed inset-y-0 left-0 z-50 flex w-[82vw] max-w-xs flex-col gap-2 overflow-y-auto bg-cream p-4 shadow-2xl data-[state=open]:animate-[slide-in_200ms]"
        >
          {({ Title, Description, Close }) => (
            <>
              <div className="flex items-center justify-between">
                <Title asChild>
                  <span>
                    <Logo name={site.name} />
                  </span>
                </Title>
                <Close
                  className="grid size-11 place-items-center rounded-full hover:bg-brand-50"
                  aria-label="Tutup menu"
                >
                  <X aria-hidden size={22} />
                </Close>
              </div>
              <Description className="sr-only">Menu navigasi toko</Description>
              <nav aria-label="Menu utama" className="mt-2">
                <ul className="flex flex-col gap-1 text-base font-semibold">
                  <li>
                    <MenuLink to="/">Home</MenuLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      aria-expanded={kategoriOpen}
                      aria-controls="menu-kategori"
                      onClick={() => setKategoriOpen((open) => !open)}
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
            </>
          )}
        </LazyModal>

        <Link to="/" className="mr-auto rounded-lg" aria-label={`${site.name} — Beranda`}>
          <Logo name={site.name} />
        </Link>

        <nav aria-label="Navigasi" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-semibold text-stone-700">
            {[{ to: '/kategori', label: 'Kategori' }, ...menuLinks.slice(1)].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 hover:bg-brand-50 ${isActive ? 'text-brand-700' : ''}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          type="button"
          aria-label={panel === 'search' ? copy.search.close : copy.search.open}
          aria-expanded={panel === 'search'}
          aria-controls="site-search"
          onClick={() => toggle('search')}
          className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50"
        >
          {panel === 'search' ? <X aria-hidden size={22} /> : <Search aria-hidden size={22} />}
        </button>
      </div>
      {panel === 'search' && (
        <div id="site-search" className="mx-auto max-w-2xl px-3 pb-3 sm:px-4">
          <SearchBox onClose={() => setPanel('none')} />
        </div>
      )}
    </header>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <NavLink
      to={to}
      end={to === '/' || to === '/kategori'}
      className={({ isActive }) =>
        `block rounded-xl px-3 py-3 hover:bg-brand-50 ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-800'}`
      }
    >
      {children}
    </NavLink>
  );
}
