import { PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { kampanyePath } from '../../shared/admin-paths';
import { groupThousands } from '../../shared/price';
import { kampanyeTahap, type KampanyeRow } from '../../shared/schemas/kampanye';
import { trpc } from '../../lib/trpc';
import { KampanyeTahapBadge } from '../components/kampanye-parts';
import { MailListPage, useMailList } from '../components/mail-list-page';
import { buttonClass } from '../components/ui';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// Kampanye (issue 21 item 3, docs/decisions/0029): the newsletter campaigns, newest first, each
// with where it stands and its results. Main admin only (the server says so too).

const copy = adminCopy.kampanye;
/** While a campaign is being sent, its counts are read again this often. */
const REFRESH_MS = 3_000;

const count = (value: number) => <span className="tabular-nums">{groupThousands(value)}</span>;

export function KampanyeAdminPage() {
  const list = useMailList(trpc.kampanye.list, copy.loadFailed, (data) =>
    data?.items.some((row) => kampanyeTahap(row, data.smtpConfigured) === 'mengirim')
      ? REFRESH_MS
      : false,
  );
  const dateFormat = useShopDateFormat();
  const smtp = list.query.data?.smtpConfigured ?? false;
  const when = (row: KampanyeRow) => row.dikirimAt ?? row.createdAt;
  return (
    <MailListPage
      {...{ copy, list }}
      action={
        <Link to={kampanyePath('baru')} className={buttonClass()}>
          <PenLine className="size-4" aria-hidden="true" />
          {copy.add}
        </Link>
      }
      open={{
        header: copy.columns.subjek,
        to: (row) => kampanyePath(row.id),
        label: (row) => copy.open(row.subjek),
      }}
      columns={[
        {
          header: copy.columns.status,
          className: 'md:whitespace-nowrap',
          cell: (row) => (
            <span className="space-y-1 text-sm">
              <KampanyeTahapBadge tahap={kampanyeTahap(row, smtp)} />
              {row.status === 'dikirim' && (
                <span className="block text-xs text-stone-600">
                  {copy.counts.recipients(row.penerima)}
                </span>
              )}
            </span>
          ),
        },
        { header: copy.columns.terkirim, cell: (row) => count(row.terkirim) },
        { header: copy.columns.gagal, cell: (row) => count(row.gagal) },
        { header: copy.columns.berhenti, cell: (row) => count(row.berhenti) },
        { header: copy.columns.klik, cell: (row) => count(row.klik) },
        {
          header: copy.columns.tanggal,
          className: 'md:whitespace-nowrap',
          cell: (row) => <time dateTime={when(row)}>{dateFormat.format(new Date(when(row)))}</time>,
        },
      ]}
    />
  );
}
