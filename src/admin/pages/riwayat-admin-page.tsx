import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { riwayatHistoryPath } from '../../shared/admin-paths';
import {
  RIWAYAT_SISTEM,
  type RiwayatEntry,
  type RiwayatPerubahan,
} from '../../shared/schemas/riwayat';
import { trpc } from '../../lib/trpc';
import { Toolbar } from '../components/data-table';
import { ToolbarField, toolbarInputClass } from '../components/form-fields';
import { SelectFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { Button, PageHeader } from '../components/ui';
import { fieldLabel, formatValue, SHORT_TEXT, type ShownValue } from '../lib/riwayat-format';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// Riwayat (docs/product.md §12): every admin write, newest first, filtered by person, entity
// (or one row of it) and the shop's days, the filters in the URL. The main admin's only; the
// server refuses anyone else.

const copy = adminCopy.riwayat;
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
  entry,
  change,
  formatInstant,
}: {
  entry: RiwayatEntry;
  change: RiwayatPerubahan;
  formatInstant: (date: Date) => string;
}) {
  const label = fieldLabel(change.kolom);
  if (change.rahasia) {
    return (
      <li>
        <span className="font-semibold">{label}:</span>{' '}
        {entry.aksi === 'diubah' ? copy.secretChanged : copy.secretHidden}
      </li>
    );
  }
  const before = formatValue(change.kolom, change.sebelum, formatInstant);
  const after = formatValue(change.kolom, change.sesudah, formatInstant);
  return (
    <li>
      <span className="font-semibold">{label}:</span>{' '}
      {entry.aksi === 'dihapus' ? (
        <Value value={before} />
      ) : entry.aksi === 'diubah' ? (
        <>
          <Value value={before} /> → <Value value={after} />
        </>
      ) : (
        <Value value={after} />
      )}
    </li>
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
            className: 'md:whitespace-nowrap',
            cell: (entry) => (
              <time dateTime={entry.waktu}>{formatInstant(new Date(entry.waktu))}</time>
            ),
          },
          {
            header: copy.columns.who,
            cell: (entry) => entry.pengguna?.nama ?? copy.sistem,
          },
          {
            header: copy.columns.what,
            cell: (entry) => (
              <div>
                <p className="font-semibold text-stone-900">
                  {entityName(entry.entitas)} #{entry.idEntitas}
                </p>
                {entry.label && <p className="break-words text-stone-700">{entry.label}</p>}
                {entry.idProduk !== null &&
                  !(entry.entitas === 'produk' && params.entitas === 'produk' && params.id) && (
                    <Link
                      to={riwayatHistoryPath('produk', entry.idProduk)}
                      className="text-xs font-semibold text-brand-700 underline hover:text-brand-800"
                    >
                      {entry.entitas === 'produk'
                        ? copy.produkHistory
                        : copy.ofProduk(entry.idProduk)}
                    </Link>
                  )}
              </div>
            ),
          },
          {
            header: copy.columns.action,
            cell: (entry) => <span className="font-semibold">{copy.aksi[entry.aksi]}</span>,
          },
          {
            header: copy.columns.changes,
            className: 'md:w-1/2',
            cell: (entry) =>
              entry.perubahan.length === 0 ? (
                <span className="text-stone-500">{copy.noChanges}</span>
              ) : (
                <ul className="space-y-1">
                  {entry.perubahan.map((change) => (
                    <Change
                      key={change.kolom}
                      entry={entry}
                      change={change}
                      formatInstant={formatInstant}
                    />
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
