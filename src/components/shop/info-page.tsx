import type { ReactNode } from 'react';
import { PageMeta } from '../../lib/head';
import type { IllustrationName } from './illustrations';
import { PageHero } from './page-hero';

/** The frame of a text page (how to order, policies, guides): meta, hero, readable column. */
export function InfoPage({
  title,
  description,
  path,
  lead,
  illustration,
  children,
}: {
  title: string;
  description: string;
  path: string;
  lead: ReactNode;
  illustration: IllustrationName;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <PageHero title={title} lead={lead} illustration={illustration} />
      <div className="mx-auto max-w-3xl px-4">{children}</div>
    </>
  );
}

export function InfoCard({
  title,
  children,
  icon,
}: {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
      <h2 className="flex items-center gap-3 text-lg font-extrabold text-stone-800">
        {icon && (
          <span className="grid size-10 flex-none place-items-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </span>
        )}
        {title}
      </h2>
      <div className="mt-2 leading-relaxed text-stone-700">{children}</div>
    </section>
  );
}
