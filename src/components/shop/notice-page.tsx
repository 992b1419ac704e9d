import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { copy } from '../../shared/copy';
import { PageMeta } from '../../lib/head';
import { ShopLink } from './shop-link';

/**
 * A page reached from an e-mail's link (unsubscribe, confirmation): a card with its icon, title
 * and what happened, a way back to the shop, and `noindex`.
 */
export function NoticePage({
  icon: Icon,
  title,
  path,
  children,
}: {
  icon: LucideIcon;
  title: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={title} path={path} noindex />
      <section className="mx-auto max-w-xl px-4 py-14">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <Icon aria-hidden size={36} className="text-brand-600" />
          <h1 className="mt-3 text-2xl font-extrabold text-stone-900">{title}</h1>
          <div className="mt-4 leading-relaxed text-stone-700">{children}</div>
          <ShopLink to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
            {copy.notFound.backHome}
          </ShopLink>
        </div>
      </section>
    </>
  );
}
