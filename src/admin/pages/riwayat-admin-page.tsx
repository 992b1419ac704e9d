import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { riwayatHistoryPath } from '../../shared/admin-paths';
import {
  RIWAYAT_SISTEM,
  type RiwayatBaris,
  type RiwayatEntry,
  type RiwayatPerubahan,
} from '../../shared/schemas/riwayat';
import { trpc } from '../../lib/trpc';
import { Toolbar } from '../components/data-table';
import { ToolbarField, toolbarInputClass } from '../components/form-fields';
import { SelectFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { Button, PageHeader } from '../components/ui';
import { canRevert, KembalikanAction, useKembalikan } from '../components/riwayat-kembalikan';
import {
  fieldLabel,
  formatValue,
  isImageField,
  rowName,
  SHORT_TEXT,
  summarize,
  type Names,
  type ShownValue,
} from '../lib/riwayat-format';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// Riwayat (docs/product.md §12): every admin action, newest first, one entry each in the owner's
// words ("Produk baru: Gamis Aisyah", "Diskon 20% untuk 9 produk"), its rows and their fields a
// click away, an undone action marked "Dibatalkan"; a bulk edit or a CSV import taken back with
// "Kembalikan"; filtered by person, entity (or one row of it) and the shop's days, the filters
// in the URL. The main admin's only; the server refuses anyone else.

const copy = adminCopy.riwayat;
const kembalikanCopy = copy.kembalikan;
const listDefaults = { pengguna: '', entitas: '', id: '', dari: '', sampai: '' };

const entityName = (entitas: string) => copy.entities[entitas] ?? entitas;

function Value({ value }: { value: ShownValue }) {
  if (value.link) return <span className="break-all">{value.text}</span>;
  // A price or a date stays on one line; a longer text wraps.
  if (!value.long) {
    return (
      <span className={value.text.length <= 24 ? 'whitespace-nowrap' : 'break-words'}>
        {value.text}
      </span>
    );
  }
  return (
    <details className="inline">
      <summary className="cursor-pointer break-words">
        {value.text.slice(0, SHORT_TEXT)}…{' '}
        <span className="font-semibold text-brand-700 underline">{copy.showAll}</span>
      </summary>
      <span className="mt-1 block rounded-lg bg-stone-50 p-2 break-words whitespace-pre-wrap">
        {value.text}
      </span>
    </details>
  );
}

function Change({
  row,
  change,
  names,
  formatInstant,
}: {
  row: RiwayatBaris;
  change: RiwayatPerubahan;
  names: Names;
  formatInstant: (date: Date) => string;
}) {
  const label = fieldLabel(change.kolom);
  if (change.rahasia) {
    return (
      <li>
        <span className="font-semibold">{label}:</span>{' '}
        {row.aksi === 'diubah' ? copy.secretChanged : copy.secretHidden}
      </li>
    );
  }
  if (row.aksi === 'diubah' && isImageField(change.kolom)) {
    return (
      <li>
        <span className="font-semibold">{label}:</span> {copy.imageChanged}
      </li>
    );
  }
  const before = formatValue(change.kolom, change.sebelum, formatInstant, names);
  const after = formatValue(change.kolom, change.sesudah, formatInstant, names);
  return (
    <li>
      <span className="font-semibold">{label}:</span>{' '}
      {row.aksi === 'dihapus' ? (
        <Value value={before} />
      ) : row.aksi === 'diubah' ? (
        <>
          <Value value={before} /> → <Value value={after} />
        </>
      ) : (
        <Value value={after} />
      )}
    </li>
  );
}

/** One row the action wrote: which (by its name) and what happened, then its fields. */
function Row({
  row,
  names,
  formatInstant,
}: {
  row: RiwayatBaris;
  names: Names;
  formatInstant: (date: Date) => string;
}) {
  const name = rowName(row, names);
  return (
    <li className="border-t border-stone-200 pt-2 first:border-t-0 first:pt-0">
      <p>
        <span className="font-semibold text-stone-900">
          {/^Foto \d+$/.test(name) ? name : `${entityName(row.entitas)}${name && `: ${name}`}`}
        </span>{' '}
        <span className="text-stone-600">— {copy.aksiKata[row.aksi]}</span>
      </p>
      {row.perubahan.length === 0 ? (
        <p className="text-stone-500">{copy.noChanges}</p>
      ) : (
        <ul className="mt-1 space-y-1 pl-3">
          {row.perubahan.map((change) => (
            <Change
              key={change.kolom}
              row={row}
              change={change}
              names={names}
              formatInstant={formatInstant}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One action: its line in the owner's words, its marks, and its rows a click away. */
function Entry({
  entry,
  names,
  formatInstant,
  showProdukLink,
  revert,
}: {
  entry: RiwayatEntry;
  names: Names;
  formatInstant: (date: Date) => string;
  showProdukLink: boolean;
  revert: ReturnType<typeof useKembalikan>;
}) {
  const total = entry.jumlah.reduce((sum, j) => sum + j.n, 0);
  const produkIds = [...new Set(entry.baris.map((row) => row.idProduk))];
  const [idProduk] = produkIds;
  const summary = summarize(entry, names);
  const isRevert = entry.jenis === 'kembalikan';
  const undone = entry.dibatalkan;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-stone-900">{summary}</span>
        {entry.membatalkan && (
          <span
            className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800"
            title={isRevert ? kembalikanCopy.pengembalianHelp : copy.pembatalanHelp}
          >
            {isRevert ? kembalikanCopy.pengembalian : copy.pembatalan}
          </span>
        )}
        {undone && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {undone.kembalikan ? kembalikanCopy.dikembalikan : copy.dibatalkan}
          </span>
        )}
      </p>
      {undone && (
        <p className="text-xs text-stone-600">
          {(undone.kembalikan ? kembalikanCopy.dikembalikanBy : copy.dibatalkanBy)(
            formatInstant(new Date(undone.waktu)),
            undone.pengguna?.nama ?? copy.sistem,
          )}
        </p>
      )}
      {showProdukLink && produkIds.length === 1 && idProduk != null && (
        <Link
          to={riwayatHistoryPath('produk', idProduk)}
          className="text-xs font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {copy.produkHistory}
        </Link>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 underline hover:text-brand-800">
          {copy.details(total)}
        </summary>
        <ul className="mt-2 space-y-2">
          {entry.baris.map((row) => (
            <Row key={row.id} row={row} names={names} formatInstant={formatInstant} />
          ))}
        </ul>
        {total > entry.baris.length && (
          <p className="mt-2 text-stone-600">{copy.notShown(total - entry.baris.length)}</p>
        )}
      </details>
      {canRevert(entry) && (
        <KembalikanAction
          refusal={revert.refusal(entry)}
          onRevert={() => revert.ask(entry, summary)}
        />
      )}
    </div>
  );
}

/** A day of the shop's calendar, bounded by the other end of the range. */
function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <ToolbarField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={toolbarInputClass}
        />
      )}
    </ToolbarField>
  );
}

export function RiwayatAdminPage() {
  const [params, setParams] = useListParams(listDefaults);
  const input = {
    page: params.page,
    ...(params.pengguna && {
      pengguna: params.pengguna === RIWAYAT_SISTEM ? RIWAYAT_SISTEM : Number(params.pengguna),
    }),
    ...(params.entitas && { entitas: params.entitas }),
    ...(params.id && { id: params.id }),
    ...(params.dari && { dari: params.dari }),
    ...(params.sampai && { sampai: params.sampai }),
  };
  const list = trpc.riwayat.list.useQuery(input, { placeholderData: keepPreviousData });
  const people = trpc.riwayat.pelaku.useQuery(undefined, { staleTime: 60_000 });
  useLoadFailure(copy.loadFailed, list.error);
  const dateFormat = useShopDateFormat();
  const formatInstant = (date: Date) => dateFormat.format(date);
  const revert = useKembalikan(formatInstant);
  const names = list.data?.nama ?? {};
  const filtered = Object.entries(listDefaults).some(
    ([key]) => params[key as keyof typeof listDefaults] !== '',
  );

  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <Toolbar>
        <SelectFilter
          label={copy.person}
          value={params.pengguna}
          onChange={(pengguna) => setParams({ pengguna })}
        >
          <option value="">{copy.allPeople}</option>
          {people.data?.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.nama}
            </option>
          ))}
          <option value={RIWAYAT_SISTEM}>{copy.sistem}</option>
        </SelectFilter>
        <SelectFilter
          label={copy.entity}
          value={params.entitas}
          onChange={(entitas) => setParams({ entitas, id: '' })}
        >
          <option value="">{copy.allEntities}</option>
          {Object.entries(copy.entities).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectFilter>
        <DayFilter
          label={copy.from}
          value={params.dari}
          max={params.sampai}
          onChange={(dari) => setParams({ dari })}
        />
        <DayFilter
          label={copy.to}
          value={params.sampai}
          min={params.dari}
          onChange={(sampai) => setParams({ sampai })}
        />
        {filtered && (
          <Button
            tone="secondary"
            onClick={() => setParams({ pengguna: '', entitas: '', id: '', dari: '', sampai: '' })}
          >
            {copy.resetFilters}
          </Button>
        )}
      </Toolbar>
      {params.id && params.entitas && (
        <p className="mb-4 flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-800">
          <strong>{copy.onlyRow(entityName(params.entitas), params.id)}</strong>
          <button
            type="button"
            onClick={() => setParams({ id: '' })}
            className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {copy.clearRow}
          </button>
        </p>
      )}
      <PagedList
        query={list}
        caption={copy.title}
        empty={filtered ? copy.noMatch : copy.empty}
        onPage={(page) => setParams({ page })}
        columns={[
          {
            header: copy.columns.when,
            className: 'md:w-40 md:whitespace-nowrap md:align-top',
            cell: (entry) => (
              <time dateTime={entry.waktu}>{formatInstant(new Date(entry.waktu))}</time>
            ),
          },
          {
            header: copy.columns.who,
            className: 'md:w-32 md:align-top',
            cell: (entry) => entry.pengguna?.nama ?? copy.sistem,
          },
          {
            header: copy.columns.what,
            className: 'md:align-top',
            cell: (entry) => (
              <Entry
                entry={entry}
                names={names}
                formatInstant={formatInstant}
                showProdukLink={!(params.entitas === 'produk' && params.id)}
                revert={revert}
              />
            ),
          },
        ]}
      />
      {revert.dialog}
    </>
  );
}
