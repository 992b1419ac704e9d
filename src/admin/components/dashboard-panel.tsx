import type { ReactNode } from 'react';
import { KLIK_PERIODS } from '../../shared/schemas/klik';
import { LoadError, type FailedQuery } from './load-error';
import { EmptyNote, LoadingRows } from './ui';

export type DashboardPeriod = (typeof KLIK_PERIODS)[number];

/**
 * A dashboard panel counted over the last 7 or 30 days: its title and intro, the switch between
 * the two periods, and what it shows for the period chosen.
 */
export function DashboardPanel({
  id,
  copy,
  hari,
  onHariChange,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  /** Its title and intro, and how the period switch reads. */
  copy: { title: string; intro: string; period: string; days: (n: DashboardPeriod) => string };
  hari: DashboardPeriod;
  onHariChange: (hari: DashboardPeriod) => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-extrabold text-stone-900">
            {copy.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">{copy.intro}</p>
        </div>
        <div role="group" aria-label={copy.period} className="flex rounded-lg bg-stone-100 p-1">
          {KLIK_PERIODS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={hari === n}
              onClick={() => onHariChange(n)}
              className={`min-h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${hari === n ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
            >
              {copy.days(n)}
            </button>
          ))}
        </div>
      </div>
      {children}
    </section>
  );
}

/**
 * What a panel shows of one read: the figures once read, else the read's error (with its retry)
 * or the loading rows.
 */
export function PanelRead<T>({
  query,
  loadingLabel,
  errorClassName = 'mt-5',
  children,
}: {
  query: FailedQuery & { data: T | undefined; isError: boolean };
  loadingLabel: string;
  errorClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return query.isError ? (
    <div className={errorClassName}>
      <LoadError query={query} />
    </div>
  ) : (
    <LoadingRows label={loadingLabel} />
  );
}

/** A period's figures once read, marked busy while another period's are read. */
export function PeriodRead<T>({
  query,
  loadingLabel,
  children,
}: {
  query: FailedQuery & { data: T | undefined; isError: boolean; isFetching: boolean };
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <PanelRead query={query} loadingLabel={loadingLabel}>
      {(data) => (
        <div aria-busy={query.isFetching} className="mt-5">
          {children(data)}
        </div>
      )}
    </PanelRead>
  );
}

/** What a panel says when it has nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <EmptyNote className="mt-5 px-4 py-8">{children}</EmptyNote>;
}
