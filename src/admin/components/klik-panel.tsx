import { useState } from 'react';
import { KANAL_KELUAR, KANAL_LABEL, type KanalKeluar } from '../../shared/keluar';
import { adminCopy } from '../../shared/admin-copy';
import type { KlikSummary } from '../../shared/schemas/klik';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { DashboardPanel, PanelEmpty, PeriodRead, type DashboardPeriod } from './dashboard-panel';
import { RankedList } from './ranked-list';

// The dashboard's click-outs (docs/product.md §10): totals per channel, a stacked bar per day
// and the most clicked products, for the last 7 or 30 days. The chart is a few SVG rectangles
// drawn here (docs/decisions/0010); the same numbers stand in a table for screen readers.

const copy = adminCopy.klik;

/** Fill colours, told apart by lightness as well as hue; the legend names each one. */
const kanalColour: Record<KanalKeluar, string> = {
  shopee: '#e0531f',
  tokopedia: '#03690b',
  tiktok: '#1c1917',
  whatsapp: '#4ade80',
};

const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const formatDay = (isoDay: string) => dayLabel.format(new Date(`${isoDay}T00:00:00Z`));

export function KlikPanel() {
  const [hari, setHari] = useState<DashboardPeriod>(7);
  const summary = trpc.klik.summary.useQuery({ hari }, { placeholderData: (previous) => previous });
  useLoadFailure(copy.loadFailed, summary.error);

  return (
    <DashboardPanel id="klik-title" copy={copy} hari={hari} onHariChange={setHari}>
      <PeriodRead query={summary} loadingLabel={copy.loading}>
        {(data) => (
          <>
            <ChannelTotals summary={data} />
            {data.total === 0 ? (
              <PanelEmpty>{copy.empty(data.hari)}</PanelEmpty>
            ) : (
              <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
                <DailyChart summary={data} />
                <TopProduk summary={data} />
              </div>
            )}
          </>
        )}
      </PeriodRead>
    </DashboardPanel>
  );
}

function ChannelTotals({ summary }: { summary: KlikSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <div className="rounded-xl bg-brand-50 p-3">
        <dt className="text-xs font-semibold text-stone-600">{copy.total}</dt>
        <dd className="text-2xl font-extrabold text-stone-900">
          {summary.total.toLocaleString('id-ID')}
        </dd>
      </div>
      {KANAL_KELUAR.map((kanal) => (
        <div key={kanal} className="rounded-xl border border-stone-200 p-3">
          <dt className="flex items-center gap-2 text-xs font-semibold text-stone-600">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm"
              style={{ backgroundColor: kanalColour[kanal] }}
            />
            {KANAL_LABEL[kanal]}
          </dt>
          <dd className="text-2xl font-extrabold text-stone-900">
            {summary.perKanal[kanal].toLocaleString('id-ID')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const CHART_HEIGHT = 160;
const LABEL_SPACE = 22;

function DailyChart({ summary }: { summary: KlikSummary }) {
  const days = summary.perHari;
  const dayTotal = (day: (typeof days)[number]) => KANAL_KELUAR.reduce((sum, k) => sum + day[k], 0);
  const highest = Math.max(1, ...days.map(dayTotal));
  const slot = 100 / days.length;
  // Counted back from today, so today always has its label.
  const labelEvery = days.length > 10 ? 5 : 1;
  return (
    <figure>
      <figcaption className="text-sm font-bold text-stone-800">
        {copy.chart(summary.hari)}
      </figcaption>
      <div className="mt-3 flex items-end gap-2 text-xs text-stone-500">
        <span className="tabular-nums">{highest.toLocaleString('id-ID')}</span>
      </div>
      <svg
        viewBox={`0 0 100 ${CHART_HEIGHT + LABEL_SPACE}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        aria-hidden="true"
      >
        <line
          x1="0"
          x2="100"
          y1={CHART_HEIGHT}
          y2={CHART_HEIGHT}
          stroke="#d6d3d1"
          strokeWidth="0.3"
        />
        {days.map((day, i) => {
          let top = CHART_HEIGHT;
          return (
            <g key={day.hari}>
              <title>{`${formatDay(day.hari)}: ${copy.clicks(dayTotal(day))}`}</title>
              {KANAL_KELUAR.map((kanal) => {
                const height = (day[kanal] / highest) * (CHART_HEIGHT - 4);
                top -= height;
                return height > 0 ? (
                  <rect
                    key={kanal}
                    x={i * slot + slot * 0.15}
                    width={slot * 0.7}
                    y={top}
                    height={height}
                    fill={kanalColour[kanal]}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="relative -mt-5 h-5 text-[11px] text-stone-600" aria-hidden="true">
        {days.map((day, i) =>
          (days.length - 1 - i) % labelEvery === 0 ? (
            <span
              key={day.hari}
              className="absolute -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${(i + 0.5) * slot}%` }}
            >
              {formatDay(day.hari)}
            </span>
          ) : null,
        )}
      </div>
      {/* A table keeps the width of its cells whatever it is told: the box around it hides it. */}
      <div className="sr-only">
        <table>
          <caption>{copy.chart(summary.hari)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.date}</th>
              {KANAL_KELUAR.map((kanal) => (
                <th key={kanal} scope="col">
                  {KANAL_LABEL[kanal]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.hari}>
                <th scope="row">{formatDay(day.hari)}</th>
                {KANAL_KELUAR.map((kanal) => (
                  <td key={kanal}>{day[kanal]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function TopProduk({ summary }: { summary: KlikSummary }) {
  return (
    <div>
      <h3 className="text-sm font-bold text-stone-800">{copy.topProduk}</h3>
      {summary.produkTeratas.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{copy.noProduk}</p>
      ) : (
        <RankedList
          barClassName="bg-brand-500"
          items={summary.produkTeratas.map((p) => ({
            key: p.id,
            href: `/detail/${p.id}`,
            label: p.nama_produk,
            value: p.jumlah,
            valueText: copy.clicks(p.jumlah),
          }))}
        />
      )}
    </div>
  );
}
