import * as Dialog from '@radix-ui/react-dialog';
import {
  ExternalLink,
  HelpCircle,
  History,
  KeyRound,
  LayoutDashboard,
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
import { useState } from 'react';
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
import { Spinner } from './ui';

// The admin frame (docs/product.md §2 Admin sidebar): the menu, the signed-in user and LogOut; on phones
// the menu is a drawer that closes when a page is chosen.

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  mainAdminOnly?: boolean;
}

export const adminNav: NavItem[] = [
  { to: '/admin', label: adminCopy.nav.dashboard, icon: LayoutDashboard },
  { to: '/admin/produk', label: adminCopy.nav.produk, icon: Shirt },
  { to: '/admin/warna', label: adminCopy.nav.warna, icon: Palette },
  { to: '/admin/ukuran', label: adminCopy.nav.ukuran, icon: Ruler },
  { to: '/admin/testimoni', label: adminCopy.nav.testimoni, icon: MessageSquareQuote },
  { to: '/admin/faq', label: adminCopy.nav.faq, icon: HelpCircle },
  { to: '/admin/penawaran', label: adminCopy.nav.penawaran, icon: Gift },
  { to: '/admin/promo', label: adminCopy.nav.promo, icon: Mail },
  { to: '/admin/sinonim', label: adminCopy.nav.sinonim, icon: Replace },
  { to: '/admin/sampah', label: adminCopy.nav.sampah, icon: Trash2, mainAdminOnly: true },
  { to: '/admin/user', label: adminCopy.nav.user, icon: Users, mainAdminOnly: true },
  {
    to: '/admin/pengaturan',
    label: adminCopy.nav.pengaturan,
    icon: Settings,
    mainAdminOnly: true,
  },
  { to: RIWAYAT_PATH, label: adminCopy.nav.riwayat, icon: History, mainAdminOnly: true },
  {
    to: KOTAK_KELUAR_PATH,
    label: adminCopy.nav.kotakKeluar,
    icon: Send,
    mainAdminOnly: true,
  },
  { to: KAMPANYE_PATH, label: adminCopy.nav.kampanye, icon: Megaphone, mainAdminOnly: true },
  { to: ADMIN_ACCOUNT_PATH, label: adminCopy.nav.akun, icon: KeyRound },
];

function Sidebar() {
  const me = useMe();
  const site = useSite();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => window.location.assign(LOGIN_PATH),
    onError: (error) => toastFailure(adminCopy.nav.logoutFailed, error),
  });
  return (
    <div className="flex h-full flex-col bg-brand-700 text-white">
      <div className="px-5 pt-6 pb-4">
        <p className="text-xl font-extrabold">{site.name}</p>
        <p className="text-sm text-brand-100">Admin</p>
      </div>
      <nav aria-label={adminCopy.nav.mainNav} className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {adminNav
            .filter((item) => !item.mainAdminOnly || me.isMainAdmin)
            .map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/admin'}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-white ${
                      isActive ? 'bg-white text-brand-700' : 'text-white hover:bg-brand-600'
                    }`
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-brand-600 px-5 py-4">
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 text-sm text-brand-100 hover:text-white"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {adminCopy.nav.viewShop}
        </a>
        <p className="text-sm text-brand-100">
          {adminCopy.nav.signedInAs}{' '}
          <strong className="font-bold text-white" data-testid="admin-username">
            {me.username}
          </strong>
        </p>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-white/40 px-3 py-2 font-semibold hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
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
            <button
              type="button"
              aria-label={adminCopy.nav.openMenu}
              className="rounded-lg p-2 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl"
            >
              <Dialog.Title className="sr-only">{adminCopy.nav.mainNav}</Dialog.Title>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label={adminCopy.nav.closeMenu}
                  className="absolute top-4 right-3 z-10 rounded-lg p-2 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </Dialog.Close>
              <Sidebar />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
