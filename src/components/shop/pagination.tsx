import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { ShopLink } from './shop-link';

/** Pages as real links (`?page=2`), so they work without JavaScript and can be shared. */
export function Pagination({
  page,
  pages,
  basePath,
  pageHref,
}: {
  page: number;
  pages: number;
  basePath: string;
  /** A page's link when the URL carries more than the page (a category's filters). */
  pageHref?: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const href = pageHref ?? ((p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`));
  const numbers = pageNumbers(page, pages);
  const item = 'grid h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-bold';
  return (
    <nav aria-label="Halaman" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <StepLink
          item={item}
          to={page > 1 ? href(page - 1) : undefined}
          label="Halaman sebelumnya"
          rel="prev"
          Icon={ChevronLeft}
        />
        {numbers.map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} className="px-1 text-stone-400" aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <ShopLink
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Halaman ${p}`}
                className={`${item} ${p === page ? 'bg-brand-600 text-white' : 'bg-white ring-1 ring-stone-200 hover:bg-brand-50'}`}
              >
                {p}
              </ShopLink>
            </li>
          ),
        )}
        <StepLink
          item={item}
          to={page < pages ? href(page + 1) : undefined}
          label="Halaman berikutnya"
          rel="next"
          Icon={ChevronRight}
        />
      </ul>
    </nav>
  );
}

/** The step to the previous or next page: a link, or a greyed arrow at either end. */
function StepLink({
  item,
  to,
  label,
  rel,
  Icon,
}: {
  item: string;
  to: string | undefined;
  label: string;
  rel: 'prev' | 'next';
  Icon: LucideIcon;
}) {
  return (
    <li>
      {to !== undefined ? (
        <ShopLink
          to={to}
          className={`${item} bg-white ring-1 ring-stone-200 hover:bg-brand-50`}
          aria-label={label}
          rel={rel}
        >
          <Icon aria-hidden size={18} />
        </ShopLink>
      ) : (
        <span className={`${item} text-stone-300`} aria-hidden>
          <Icon size={18} />
        </span>
      )}
    </li>
  );
}

/** 1 … 4 5 6 … 12: the first, the last and the neighbours of the current page. */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  }
  return result;
}
