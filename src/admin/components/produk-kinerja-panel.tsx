import { useState } from 'react';
import { KANAL_KELUAR, KANAL_LABEL } from '../../shared/keluar';
import { adminCopy } from '../../shared/admin-copy';
import type { ProdukKinerja } from '../../shared/schemas/klik';
import type { TopSearchSummary } from '../../shared/schemas/pencarian';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { DashboardPanel, PanelEmpty, PanelRead, PeriodRead } from './dashboard-panel';
import { ScrollRegion } from '../../components/shop/scroll-region';
import type { DashboardPeriod } from './dashboard-panel';
import { SearchCounts } from './ranked-list';
import { EmptyNote } from './ui';

// The dashboard's views beside click-outs (docs/product.md §10): per product, how often its
// page was seen (Dilihat), its buy and chat buttons pressed per channel, and clicks ÷ views;
// and the terms visitors searched most, for the last 7 or 30 days.

const copy = adminCopy.produkKinerja;
const searchCopy = adminCopy.pencarianTeratas;

const count = (n: number) => n.toLocaleString('id-ID');
const percent = (ratio: number) =>
  `${(ratio * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** Click-through as a percent; over 100 % it carries a mark, explained under the numbers. */
function Ratio({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">{copy.noRatio}</span>
        <span className="sr-only">{copy.noRatioLabel}</span>
      </>
    );
  }
  return (
    <>
      {percent(value)}
      {value > 1 && copy.overMark}
    </>
  );
}

/** Whether any click-through shown is over 100 % (so the note saying why is shown). */
const overHundred = (kinerja: ProdukKinerja) =>
  (kinerja.rasioKlik ?? 0) > 1 || kinerja.items.some((item) => (item.rasioKlik ?? 0) > 1);

export function ProdukKinerjaPanel() {
  const [hari, setHari] = useState<DashboardPeriod>(7);
  const kinerja = trpc.klik.produk.useQuery({ hari }, { placeholderData: (previous) => previous });
  const searches = trpc.pencarian.top.useQuery(
    { hari },
    { placeholderData: (previous) => previous },
  );
  useLoadFailure(copy.loadFailed, kinerja.error);
  useLoadFailure(searchCopy.loadFailed, searches.error);

  return (
    <DashboardPanel id="kinerja-title" copy={copy} hari={hari} onHariChange={setHari}>
      <PeriodRead query={kinerja} loadingLabel={copy.loading}>
        {(data) => (
          <>
            <Totals kinerja={data} />
            {data.items.length === 0 ? (
              <PanelEmpty>{copy.empty(data.hari)}</PanelEmpty>
            ) : (
              <PerProduk kinerja={data} />
            )}
            {overHundred(data) && (
              <p className="mt-3 max-w-2xl text-sm text-stone-600">{copy.overHundred}</p>
            )}
          </>
        )}
      </PeriodRead>

      <div className="mt-8 max-w-2xl">
        <h3 id="dicari-title" className="text-base font-extrabold text-stone-900">
          {searchCopy.title}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{searchCopy.intro}</p>
        <PanelRead query={searches} loadingLabel={searchCopy.loading} errorClassName="mt-4">
          {(data) => <TopSearches summary={data} />}
        </PanelRead>
      </div>
    </DashboardPanel>
  );
}

function Totals({ kinerja }: { kinerja: ProdukKinerja }) {
  const tiles = [
    { label: copy.dilihat, value: count(kinerja.dilihat) },
    { label: copy.klik, value: count(kinerja.totalKlik) },
    { label: copy.rasioKlik, value: <Ratio value={kinerja.rasioKlik} /> },
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-brand-50 p-3">
            <dt className="text-xs font-semibold text-stone-600">{tile.label}</dt>
            <dd className="text-2xl font-extrabold text-stone-900 tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      {/* Why the click-outs panel above can show more clicks for the same days. */}
      {kinerja.klikLain > 0 && (
        <p className="mt-2 max-w-2xl text-sm text-stone-600" data-testid="kinerja-klik-note">
          {copy.klikNote(kinerja.totalKlik, kinerja.klikLain)}
        </p>
      )}
    </>
  );
}

/** On a phone, a card per product: its name whole, then its numbers, each with its name. */
function PerProdukCards({ kinerja }: { kinerja: ProdukKinerja }) {
  return (
    <ul aria-label={copy.table(kinerja.hari)} className="mt-5 space-y-3 sm:hidden">
      {kinerja.items.map((item) => (
        <li key={item.id} className="rounded-xl border border-stone-200 p-3">
          <ShopPageLink item={item} className="font-semibold text-stone-900 hover:underline" />
          <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
            {[
              { label: copy.dilihat, value: count(item.dilihat) },
              { label: copy.klik, value: count(item.totalKlik) },
              { label: copy.rasioKlik, value: <Ratio value={item.rasioKlik} /> },
              ...KANAL_KELUAR.map((kanal) => ({
                label: KANAL_LABEL[kanal],
                value: count(item.klik[kanal]),
              })),
            ].map((cell) => (
              <div key={cell.label}>
                <dt className="text-xs text-stone-600">{cell.label}</dt>
                <dd className="font-bold text-stone-900 tabular-nums">{cell.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The product's name, opening its page in the shop in a new tab. */
function ShopPageLink({
  item,
  className,
}: {
  item: ProdukKinerja['items'][number];
  className: string;
}) {
  return (
    <a href={`/detail/${item.id}`} target="_blank" rel="noopener noreferrer" className={className}>
      {item.nama_produk}
    </a>
  );
}

function PerProduk({ kinerja }: { kinerja: ProdukKinerja }) {
  const number = 'px-3 py-2 text-right tabular-nums';
  return (
    <>
      <PerProdukCards kinerja={kinerja} />
      {/* From a small tablet up, a table; narrower than it, it scrolls (the names stay). */}
      <ScrollRegion
        aria-labelledby="kinerja-table"
        className="mt-5 hidden overflow-x-auto rounded-xl border border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:block"
      >
        <table className="w-full min-w-[44rem] text-sm">
          <caption id="kinerja-table" className="sr-only">
            {copy.table(kinerja.hari)}
          </caption>
          <thead className="bg-stone-50 text-xs font-semibold text-stone-600">
            <tr>
              <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 text-left">
                {copy.produk}
              </th>
              <th scope="col" className={number}>
                {copy.dilihat}
              </th>
              {KANAL_KELUAR.map((kanal) => (
                <th key={kanal} scope="col" className={number}>
                  {KANAL_LABEL[kanal]}
                </th>
              ))}
              <th scope="col" className={number}>
                {copy.rasioKlik}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 text-stone-800">
            {kinerja.items.map((item) => (
              <tr key={item.id}>
                <th
                  scope="row"
                  className="sticky left-0 max-w-40 bg-white px-3 py-2 text-left font-semibold sm:max-w-64"
                >
                  <ShopPageLink item={item} className="block truncate hover:underline" />
                </th>
                <td className={`${number} font-bold`}>{count(item.dilihat)}</td>
                {KANAL_KELUAR.map((kanal) => (
                  <td key={kanal} className={number}>
                    {count(item.klik[kanal])}
                  </td>
                ))}
                <td className={`${number} font-bold`}>
                  <Ratio value={item.rasioKlik} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {kinerja.jumlahProduk > kinerja.items.length && (
        <p className="mt-2 text-sm text-stone-600">
          {copy.shown(kinerja.items.length, kinerja.jumlahProduk)}
        </p>
      )}
    </>
  );
}

function TopSearches({ summary }: { summary: TopSearchSummary }) {
  if (summary.items.length === 0) {
    return <EmptyNote className="mt-4 px-4 py-6">{searchCopy.empty(summary.hari)}</EmptyNote>;
  }
  return (
    <>
      <p className="mt-3 text-sm font-semibold text-stone-700">{searchCopy.total(summary.total)}</p>
      <SearchCounts items={summary.items} barClassName="bg-brand-500" copy={searchCopy} />
    </>
  );
}
