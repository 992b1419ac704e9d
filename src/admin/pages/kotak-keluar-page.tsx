import { ArrowLeft, Info } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { KOTAK_KELUAR_PATH } from '../../shared/admin-paths';
import type { SurelStatus } from '../../shared/schemas/surel';
import { trpc } from '../../lib/trpc';
import { MailListPage, useMailList } from '../components/mail-list-page';
import { Badge, LoadingRows, PageHeader, buttonClass } from '../components/ui';
import { useLoadFailure } from '../lib/use-load-failure';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// Kotak keluar (docs/product.md §12, docs/decisions/0025): every message the shop sends, with
// its status, and each one as it goes out, its confirmation and unsubscribe links masked by the
// server (they are the subscriber's). Main admin only. The HTML is shown in a sandboxed frame (no scripts, no same-origin access).

const copy = adminCopy.kotakKeluar;
const statusTone: Record<SurelStatus, 'neutral' | 'brand' | 'sun'> = {
  menunggu: 'sun',
  terkirim: 'brand',
  gagal: 'neutral',
};

function StatusBadge({ status }: { status: SurelStatus }) {
  return <Badge tone={statusTone[status]}>{copy.status[status]}</Badge>;
}

export function KotakKeluarPage() {
  const list = useMailList(trpc.surel.list, copy.loadFailed);
  const dateFormat = useShopDateFormat();
  return (
    <MailListPage
      {...{ copy, list }}
      notice={
        list.query.data &&
        !list.query.data.smtpConfigured && (
          <p className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-700">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {copy.notConfigured}
          </p>
        )
      }
      open={{
        header: copy.fields.subjek,
        to: (row) => `${KOTAK_KELUAR_PATH}/${String(row.id)}`,
        label: (row) => copy.openLabel(row.subjek, row.penerima),
      }}
      columns={[
        {
          header: copy.fields.penerima,
          cell: (row) => <span className="break-all">{row.penerima}</span>,
        },
        {
          header: copy.fields.createdAt,
          className: 'md:whitespace-nowrap',
          cell: (row) => (
            <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
          ),
        },
        {
          header: copy.fields.status,
          className: 'md:whitespace-nowrap',
          cell: (row) => (
            <span className="text-sm">
              <StatusBadge status={row.status} />
              {row.galatTerakhir && (
                <span className="mt-1 block max-w-xs text-xs break-words text-stone-600">
                  {row.galatTerakhir}
                </span>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}

export function SurelPage() {
  const { id } = useParams();
  const surel = trpc.surel.byId.useQuery({ id: Number(id) }, { retry: false });
  useLoadFailure(copy.loadFailed, surel.error);
  const dateFormat = useShopDateFormat();
  const back = (
    <Link to={KOTAK_KELUAR_PATH} className={`${buttonClass('secondary', 'sm')} mb-4`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.back}
    </Link>
  );
  if (surel.isPending) return <LoadingRows label={adminCopy.common.loading} />;
  const mail = surel.data;
  if (!mail) {
    return (
      <>
        {back}
        <p role="alert">{copy.notFound}</p>
      </>
    );
  }
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time> : '–';
  return (
    <>
      {back}
      <PageHeader title={mail.subjek} />
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200">
        <dt className="font-semibold text-stone-600">{copy.fields.penerima}</dt>
        <dd className="break-all">{mail.penerima}</dd>
        <dt className="font-semibold text-stone-600">{copy.fields.createdAt}</dt>
        <dd>{when(mail.createdAt)}</dd>
        <dt className="font-semibold text-stone-600">{copy.fields.status}</dt>
        <dd>
          <StatusBadge status={mail.status} />
        </dd>
        <dt className="font-semibold text-stone-600">{copy.fields.percobaan}</dt>
        <dd>{mail.percobaan}</dd>
        {mail.status === 'terkirim' && (
          <>
            <dt className="font-semibold text-stone-600">{copy.fields.terkirimAt}</dt>
            <dd>{when(mail.terkirimAt)}</dd>
          </>
        )}
        {mail.status === 'menunggu' && mail.percobaan > 0 && (
          <>
            <dt className="font-semibold text-stone-600">{copy.fields.cobaLagiAt}</dt>
            <dd>{when(mail.cobaLagiAt)}</dd>
          </>
        )}
        {mail.galatTerakhir && (
          <>
            <dt className="font-semibold text-stone-600">{copy.fields.galat}</dt>
            <dd className="break-words">{mail.galatTerakhir}</dd>
          </>
        )}
      </dl>
      {mail.html ? (
        <>
          <p className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-700">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {copy.linksMasked}
          </p>
          <h2 className="mb-2 text-lg font-bold text-stone-900">{copy.htmlView}</h2>
          {/* sandbox="": no scripts, no forms, no same-origin access to the admin. */}
          <iframe
            title={copy.htmlView}
            sandbox=""
            srcDoc={mail.html}
            className="mb-6 h-[36rem] w-full rounded-2xl bg-white ring-1 ring-stone-200"
          />
          <h2 className="mb-2 text-lg font-bold text-stone-900">{copy.textView}</h2>
          <pre className="rounded-2xl bg-white p-4 text-sm wrap-anywhere whitespace-pre-wrap ring-1 ring-stone-200">
            {mail.text}
          </pre>
        </>
      ) : (
        <p>{copy.bodyGone}</p>
      )}
    </>
  );
}
