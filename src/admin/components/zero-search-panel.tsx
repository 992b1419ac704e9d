import { adminCopy } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { PanelEmpty, PanelRead } from './dashboard-panel';
import { SearchCounts } from './ranked-list';

const copy = adminCopy.pencarianKosong;

/**
 * The dashboard's searches with no result this month (docs/product.md §10): the most frequent
 * queries, each a link to the search page to try it, with a bar for how often.
 */
export function ZeroSearchPanel() {
  const summary = trpc.pencarian.zeroResults.useQuery();
  useLoadFailure(copy.loadFailed, summary.error);

  return (
    <section
      aria-labelledby="pencarian-kosong-title"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="pencarian-kosong-title" className="text-lg font-extrabold text-stone-900">
        {copy.title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">{copy.intro}</p>
      <PanelRead query={summary} loadingLabel={copy.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <PanelEmpty>{copy.empty}</PanelEmpty>
          ) : (
            <>
              <p className="mt-4 text-sm font-semibold text-stone-700">{copy.total(data.total)}</p>
              <div className="max-w-2xl">
                <SearchCounts items={data.items} barClassName="bg-sun" copy={copy} />
              </div>
            </>
          )
        }
      </PanelRead>
    </section>
  );
}
