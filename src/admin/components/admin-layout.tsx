import * as Dialog from '@radix-ui/react-dialog';
import {
  ChevronDown,
  ExternalLink,
  HelpCircle,
  History,
  KeyRound,
  LayoutDashboard,
  BadgePercent,
  Gift,
  LogOut,
  Mail,
  Megaphone,
  Replace,
  Menu,
  MessageSquareQuote,
  Palette,
  Ruler,
  Settings,
  Shirt,
  Trash2,
  Users,
  X,
  type LucideIcon,
  Send,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import {
  ADMIN_ACCOUNT_PATH,
  KAMPANYE_PATH,
  KOTAK_KELUAR_PATH,
  LOGIN_PATH,
  RIWAYAT_PATH,
} from '../../shared/admin-paths';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { useMe } from '../lib/me';
import { toastFailure } from '../lib/toast';
import { IconButton, Spinner } from './ui';

// The admin frame (docs/product.md §2 Admin sidebar): the menu, the signed-in user and LogOut; on phones
// the menu is a drawer that closes when a page is chosen.

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  mainAdminOnly?: boolean;
}

interface NavGroup {
  /** The group's heading; the first and last groups (one item each) have none. */
  heading?: string;
  items: NavItem[];
}

/**
 * The menu in groups (issue 29): what sells (Katalog), what brings buyers (Pemasaran), how the
 * shop runs (Toko, the main admin's). Compact rows, so at 1280×720 every item shows without
 * scrolling; a shorter window scrolls the list and says so (`ScrollCue`).
 */
export const adminNav: NavGroup[] = [
  { items: [{ to: '/admin', label: adminCopy.nav.dashboard, icon: LayoutDashboard }] },
  {
    heading: adminCopy.nav.groups.katalog,
    items: [
      { to: '/admin/produk', label: adminCopy.nav.produk, icon: Shirt },
      { to: '/admin/warna', label: adminCopy.nav.warna, icon: Palette },
      { to: '/admin/ukuran', label: adminCopy.nav.ukuran, icon: Ruler },
      { to: '/admin/testimoni', label: adminCopy.nav.testimoni, icon: MessageSquareQuote },
      { to: '/admin/faq', label: adminCopy.nav.faq, icon: HelpCircle },
      { to: '/admin/sinonim', label: adminCopy.nav.sinonim, icon: Replace },
    ],
  },
  {
    heading: adminCopy.nav.groups.pemasaran,
    items: [
      { to: '/admin/penawaran', label: adminCopy.nav.penawaran, icon: Gift },
      { to: '/admin/diskon', label: adminCopy.nav.diskon, icon: BadgePercent, mainAdminOnly: true },
      { to: '/admin/promo', label: adminCopy.nav.promo, icon: Mail },
      { to: KAMPANYE_PATH, label: adminCopy.nav.kampanye, icon: Megaphone, mainAdminOnly: true },
    ],
  },
  {
    heading: adminCopy.nav.groups.toko,
    items: [
      {
        to: '/admin/pengaturan',
        label: adminCopy.nav.pengaturan,
        icon: Settings,
        mainAdminOnly: true,
      },
      { to: '/admin/user', label: adminCopy.nav.user, icon: Users, mainAdminOnly: true },
      { to: KOTAK_KELUAR_PATH, label: adminCopy.nav.kotakKeluar, icon: Send, mainAdminOnly: true },
      { to: RIWAYAT_PATH, label: adminCopy.nav.riwayat, icon: History, mainAdminOnly: true },
      { to: '/admin/sampah', label: adminCopy.nav.sampah, icon: Trash2, mainAdminOnly: true },
    ],
  },
  { items: [{ to: ADMIN_ACCOUNT_PATH, label: adminCopy.nav.akun, icon: KeyRound }] },
];

/**
 * Whether a scrolling box has more above or below what shows, kept up to date as it scrolls or
 * its size (the window's, the list's) changes.
 */
function useOverflow() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [more, setMore] = useState({ above: false, below: false });
  useEffect(() => {
    if (!box) return;
    const measure = () => {
      const above = box.scrollTop > 1;
      const below = box.scrollTop + box.clientHeight < box.scrollHeight - 1;
      setMore((was) => (was.above === above && was.below === below ? was : { above, below }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [box]);
  return [setBox, more] as const;
}

function NavGroupList({ group, isMainAdmin }: { group: NavGroup; isMainAdmin: boolean }) {
  const items = group.items.filter((item) => !item.mainAdminOnly || isMainAdmin);
  const headingId = useId();
  const id = group.heading === undefined ? undefined : headingId;
  const list = (
    <ul aria-labelledby={id}>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/admin'}
            className={({ isActive }) =>
              `flex min-h-[26px] items-center gap-3 rounded-lg px-3 py-0.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-white ${
                isActive ? 'bg-white text-brand-700' : 'text-white hover:bg-brand-600'
              }`
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  if (items.length === 0) return null;
  if (group.heading === undefined) return <li className="py-0.5">{list}</li>;
  return (
    <li className="pt-1.5 pb-0.5">
      <p
        id={id}
        className="px-3 pb-0.5 text-[11px] font-bold tracking-wider text-brand-100 uppercase"
      >
        {group.heading}
      </p>
      {list}
    </li>
  );
}

function Sidebar() {
  const me = useMe();
  const site = useSite();
  const [navBox, overflow] = useOverflow();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => window.location.assign(LOGIN_PATH),
    onError: (error) => toastFailure(adminCopy.nav.logoutFailed, error),
  });
  return (
    <div className="flex h-full flex-col bg-brand-700 text-white">
      <div className="px-5 pt-4 pb-2">
        <p className="text-lg leading-tight font-extrabold">
          {site.name} <span className="text-sm font-semibold text-brand-100">Admin</span>
        </p>
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className="mt-0.5 inline-flex min-h-6 items-center gap-1.5 text-sm text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          {adminCopy.nav.viewShop}
        </a>
      </div>
      <div className="relative min-h-0 flex-1">
        <nav
          ref={navBox}
          aria-label={adminCopy.nav.mainNav}
          data-testid="admin-nav"
          className="h-full overflow-y-auto px-3 pb-1"
        >
          <ul>
            {adminNav.map((group) => (
              <NavGroupList key={group.items[0]?.to} group={group} isMainAdmin={me.isMainAdmin} />
            ))}
          </ul>
        </nav>
        {/* The cue that the list goes on: a shade over the edge, and below, an arrow and words. */}
        {overflow.above && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 h-6 bg-gradient-to-b from-stone-900/40 to-transparent"
          />
        )}
        {overflow.below && (
          <div
            aria-hidden="true"
            data-testid="nav-more-below"
            className="pointer-events-none absolute inset-x-0 bottom-0 flex h-12 items-end justify-center bg-gradient-to-t from-brand-700 via-brand-700/95 to-transparent pb-1 text-xs font-semibold text-white"
          >
            <ChevronDown className="size-4 animate-bounce" aria-hidden="true" />
            {adminCopy.nav.moreBelow}
          </div>
        )}
      </div>
      <div className="space-y-2 border-t border-brand-600 px-5 py-3">
        <p className="truncate text-sm text-brand-100">
          {adminCopy.nav.signedInAs}{' '}
          <strong className="font-bold text-white" data-testid="admin-username">
            {me.username}
          </strong>
        </p>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="flex min-h-8 w-full items-center justify-center gap-2 rounded-lg border border-white/40 px-3 py-1 text-sm font-semibold hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
        >
          {logout.isPending ? <Spinner /> : <LogOut className="size-4" aria-hidden="true" />}
          {adminCopy.nav.logout}
        </button>
      </div>
    </div>
  );
}

export function AdminLayout() {
  const location = useLocation();
  const site = useSite();
  // The drawer belongs to the page it was opened on: choosing another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === location.pathname;
  const setDrawerOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);

  return (
    <div className="min-h-dvh bg-stone-100 md:grid md:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh md:block">
        <Sidebar />
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between bg-brand-700 px-4 py-3 text-white md:hidden">
        <span className="font-extrabold">{site.name} · Admin</span>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <IconButton
              label={adminCopy.nav.openMenu}
              icon={Menu}
              tone="brand"
              iconClassName="size-6"
            />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl"
            >
              <Dialog.Title className="sr-only">{adminCopy.nav.mainNav}</Dialog.Title>
              <Dialog.Close asChild>
                <IconButton
                  label={adminCopy.nav.closeMenu}
                  icon={X}
                  tone="brand"
                  className="absolute top-4 right-3 z-10 text-white"
                />
              </Dialog.Close>
              <Sidebar />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <main id="main" className="mx-auto w-full min-w-0 max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
