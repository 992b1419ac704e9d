import { adminCopy } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { PanelEmpty, PanelRead } from './dashboard-panel';
import { SearchCounts } from './ranked-list';
import { SectionCard } from './ui';

const copy = adminCopy.pencarianKosong;

/**
 * The dashboard's searches with no result this month (docs/product.md §10): the most frequent
 * queries, each a link to the search page to try it, with a bar for how often.
 */
export function ZeroSearchPanel() {
  const summary = trpc.pencarian.zeroResults.useQuery();
  useLoadFailure(copy.loadFailed, summary.error);

  return (
    <SectionCard
      id="pencarian-kosong-title"
      title={copy.title}
      titleWeight="extrabold"
      className="mt-8 p-5"
    >
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
    </SectionCard>
  );
}
