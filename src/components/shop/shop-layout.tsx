import { Component, createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { AnnouncementBar } from './announcement-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * Set by the server only, to render a page without its chrome (top bar, announcement, footer),
 * which it keeps rendered and puts back (src/lib/chrome-snapshot.ts). The empty places keep the
 * page where it was in the tree, so its ids are the same.
 */
export const WithoutChrome = createContext(false);

/** Every public page: skip link, sticky top bar, the page, the shop's announcement, footer. */
export function ShopLayout() {
  const bare = useContext(WithoutChrome);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#isi"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Langsung ke isi
      </a>
      {bare ? null : <TopBar />}
      <ScrollToTop />
      <main id="isi" className="flex-1">
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      {bare ? null : <AnnouncementBar />}
      {bare ? null : <SiteFooter />}
    </div>
  );
}

/** A new page (or page number) starts at the top (docs/product.md §2 Category: page changes scroll up). */
function ScrollToTop() {
  const location = useLocation();
  const { pathname, search } = location;
  const first = useRef(true);
  // A change within the page (a colour chosen on a product page) says so in its state.
  const keepScroll = (location.state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepScroll) window.scrollTo({ top: 0 });
  }, [pathname, search, keepScroll]);
  return null;
}

/** The router's fallback for an unexpected failure while rendering a page (docs/product.md §8). */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-stone-800">{copy.routerError}</h1>
        <p className="mt-3 text-stone-600">
          Maaf, halaman ini gagal ditampilkan. Silakan muat ulang halaman atau kembali ke beranda.
        </p>
        <Link
          to="/"
          reloadDocument
          className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {copy.notFound.backHome}
        </Link>
      </section>
    );
  }
}
