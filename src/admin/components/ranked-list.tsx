import type { ReactNode } from 'react';
import { searchPagePath } from '../../shared/search';

export interface RankedItem {
  key: string | number;
  /** Opens in a new tab: the shop's page the row is about. */
  href: string;
  label: string;
  value: number;
  /** How the value reads beside the label. */
  valueText: ReactNode;
}

/**
 * The dashboard's "most …" lists: each row a link and its count, with a bar as long as the
 * count against the largest (the bar is decoration; the count is the text).
 */
export function RankedList({
  items,
  barClassName,
  label,
}: {
  items: readonly RankedItem[];
  barClassName: string;
  label?: string;
}) {
  const most = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol className="mt-3 space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate font-semibold text-stone-800 hover:underline"
            >
              {item.label}
            </a>
            <span className="shrink-0 text-stone-600 tabular-nums">{item.valueText}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-stone-100" aria-hidden="true">
            <div
              className={`h-2 rounded-full ${barClassName}`}
              style={{ width: `${(item.value / most) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Searched terms, each a link to the search page, with how often it was searched. */
export function SearchCounts({
  items,
  barClassName,
  copy,
}: {
  items: readonly { kueri: string; jumlah: number }[];
  barClassName: string;
  copy: { query: string; times: (n: number) => string; timesLabel: (n: number) => string };
}) {
  return (
    <RankedList
      label={copy.query}
      barClassName={barClassName}
      items={items.map((item) => ({
        key: item.kueri,
        href: searchPagePath(item.kueri),
        label: item.kueri,
        value: item.jumlah,
        valueText: (
          <>
            <span aria-hidden="true">{copy.times(item.jumlah)}</span>
            <span className="sr-only">{copy.timesLabel(item.jumlah)}</span>
          </>
        ),
      }))}
    />
  );
}
