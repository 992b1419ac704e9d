import { HelpCircle, Mail, MessageSquareQuote, Shirt, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { KlikPanel } from '../components/klik-panel';
import { LoadError } from '../components/load-error';
import { ProdukKinerjaPanel } from '../components/produk-kinerja-panel';
import { PageHeader } from '../components/ui';
import { ZeroSearchPanel } from '../components/zero-search-panel';
import { useMe } from '../lib/me';
import { useLoadFailure } from '../lib/use-load-failure';

// docs/product.md §2 Dashboard: a greeting and the counters, each leading to its list.

interface Counter {
  label: string;
  value: number | undefined;
  to: string;
  icon: LucideIcon;
}

export function DashboardPage() {
  const me = useMe();
  const counts = trpc.stats.dashboard.useQuery();
  useLoadFailure(adminCopy.dashboard.loadFailed, counts.error);
  const counters: Counter[] = [
    {
      label: adminCopy.dashboard.produk,
      value: counts.data?.produk,
      to: '/admin/produk',
      icon: Shirt,
    },
    {
      label: adminCopy.dashboard.testimoni,
      value: counts.data?.testimoni,
      to: '/admin/testimoni',
      icon: MessageSquareQuote,
    },
    { label: adminCopy.dashboard.faq, value: counts.data?.faq, to: '/admin/faq', icon: HelpCircle },
    {
      label: adminCopy.dashboard.promoThisMonth,
      value: counts.data?.promoThisMonth,
      to: '/admin/promo',
      icon: Mail,
    },
  ];
  return (
    <>
      <PageHeader
        title={
          me.username
            ? adminCopy.dashboard.greeting(me.username)
            : adminCopy.dashboard.fallbackTitle
        }
        intro={adminCopy.dashboard.intro}
      />
      {counts.isError && (
        <div className="mb-4">
          <LoadError query={counts} />
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {counters.map(({ label, value, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-stone-600">{label}</span>
              <span className="text-3xl font-extrabold text-stone-900" aria-live="polite">
                {value ?? '–'}
              </span>
              <span className="mt-auto text-sm font-semibold text-brand-700 group-hover:underline">
                {adminCopy.dashboard.open} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <KlikPanel />
      <ProdukKinerjaPanel />
      <ZeroSearchPanel />
    </>
  );
}
