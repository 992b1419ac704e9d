import { Info } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { KOTAK_KELUAR_PATH } from '../../shared/admin-paths';
import { discountedPrice, formatRupiah, groupThousands } from '../../shared/price';
import {
  KAMPANYE_PRODUK_MAX,
  type KampanyeDetail,
  type KampanyeTahap,
} from '../../shared/schemas/kampanye';
import { OrderedProdukPicker } from '../kit/ordered-produk-picker';
import { Badge, ProdukThumbnail } from './ui';

// The campaign page's pieces (docs/decisions/0029): where a campaign stands, its progress and
// results, the products its mail shows, and the mail itself in a sandboxed frame.

const copy = adminCopy.kampanye;

const tahapTone: Record<KampanyeTahap, 'neutral' | 'brand' | 'sun'> = {
  draf: 'neutral',
  mengirim: 'sun',
  menungguSmtp: 'sun',
  selesai: 'brand',
};

export function KampanyeTahapBadge({ tahap }: { tahap: KampanyeTahap }) {
  return <Badge tone={tahapTone[tahap]}>{copy.status[tahap]}</Badge>;
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      <dd className={`text-xl font-extrabold tabular-nums ${tone ?? 'text-stone-900'}`}>
        {groupThousands(value)}
      </dd>
    </div>
  );
}

type Count = 'terkirim' | 'gagal' | 'menunggu' | 'dilewati' | 'berhenti' | 'klik';

/** A panel's four counts: sent and failed in their colours, then the panel's own two. */
function Figures<K extends Count>({
  labels,
  kampanye,
  more,
}: {
  labels: Record<'terkirim' | 'gagal' | K, string>;
  kampanye: KampanyeDetail;
  more: readonly K[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label={labels.terkirim} value={kampanye.terkirim} tone="text-brand-700" />
      <Figure label={labels.gagal} value={kampanye.gagal} tone="text-red-700" />
      {more.map((key) => (
        <Figure key={key} label={labels[key]} value={kampanye[key]} />
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** Terkirim / gagal / menunggu, as the outbox's worker works through the recipients. */
export function KampanyeProgressPanel({
  kampanye,
  tahap,
  smtpConfigured,
  perMinute,
}: {
  kampanye: KampanyeDetail;
  tahap: KampanyeTahap;
  smtpConfigured: boolean;
  perMinute: number;
}) {
  const p = copy.progress;
  const done = kampanye.terkirim + kampanye.gagal + kampanye.dilewati;
  const total = Math.max(kampanye.penerima, done + kampanye.menunggu);
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Panel title={p.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <KampanyeTahapBadge tahap={tahap} />
        <p className="text-sm font-semibold text-stone-700" aria-live="polite">
          {p.summary(done, total)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={p.label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={p.summary(done, total)}
        className="h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <Figures labels={p} kampanye={kampanye} more={['menunggu', 'dilewati']} />
      {smtpConfigured ? (
        <p className="text-sm text-stone-600">{p.rate(perMinute)}</p>
      ) : (
        kampanye.menunggu > 0 && (
          <p className="flex flex-wrap items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-700">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0 flex-1">{p.noSmtp}</span>
            <Link
              to={KOTAK_KELUAR_PATH}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {p.openOutbox}
            </Link>
          </p>
        )
      )}
    </Panel>
  );
}

/** Afterwards: sent, failed, unsubscribed since, clicks (and which products were clicked). */
export function KampanyeStatsPanel({ kampanye }: { kampanye: KampanyeDetail }) {
  const s = copy.stats;
  return (
    <Panel title={s.title}>
      <Figures labels={s} kampanye={kampanye} more={['berhenti', 'klik']} />
      <h3 className="text-sm font-bold text-stone-800">{s.klikProduk}</h3>
      {kampanye.klik === 0 ? (
        <p className="text-sm text-stone-600">{s.noKlik}</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {kampanye.produk.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-1.5">
              <span className="min-w-0 truncate">{p.nama_produk}</span>
              <span className="font-semibold tabular-nums">{groupThousands(p.klik)}</span>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 py-1.5">
            <span>{s.toko}</span>
            <span className="font-semibold tabular-nums">{groupThousands(kampanye.klikToko)}</span>
          </li>
        </ul>
      )}
    </Panel>
  );
}

/** The mail as it goes out: HTML in a frame without scripts or same-origin access, and text. */
export function MailPreview({
  mail,
  loading,
  failed,
}: {
  mail: { html: string; text: string } | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Panel title={copy.preview}>
      {mail ? (
        <>
          {/* sandbox="": no scripts, no forms, no navigation, no same-origin access. */}
          <iframe
            title={copy.preview}
            sandbox=""
            srcDoc={mail.html}
            className={`h-[32rem] w-full rounded-xl bg-white ring-1 ring-stone-200 ${loading ? 'opacity-60' : ''}`}
          />
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-stone-700">
              {copy.previewText}
            </summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-xl bg-stone-50 p-3 text-xs wrap-anywhere whitespace-pre-wrap">
              {mail.text}
            </pre>
          </details>
        </>
      ) : (
        <p className="text-sm text-stone-600">{failed ? copy.previewFailed : copy.previewEmpty}</p>
      )}
    </Panel>
  );
}

export interface IncludedProduk {
  id: number;
  nama_produk: string;
  foto_produk: string;
  harga_diskon: number;
}

const produkCopy = { ...copy, legend: copy.fields.produk, hint: copy.produkHint };

/** The products the mail shows as cards, in order: add with the picker, move, take out. */
export function KampanyeProdukField({
  items,
  onChange,
}: {
  items: IncludedProduk[];
  onChange: (items: IncludedProduk[]) => void;
}) {
  return (
    <OrderedProdukPicker
      items={items}
      onChange={onChange}
      max={KAMPANYE_PRODUK_MAX}
      copy={produkCopy}
      rowPadding="px-2"
      renderItem={(item) => (
        <>
          <ProdukThumbnail foto={item.foto_produk} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-stone-900">{item.nama_produk}</span>
            <span className="text-stone-600">{formatRupiah(item.harga_diskon)}</span>
          </span>
        </>
      )}
      toItem={(choice, produk) =>
        produk
          ? {
              id: choice.id,
              nama_produk: choice.nama_produk,
              foto_produk: produk.foto_produk,
              harga_diskon: discountedPrice(produk.harga, produk.diskon),
            }
          : { ...choice, foto_produk: '', harga_diskon: 0 }
      }
    />
  );
}
