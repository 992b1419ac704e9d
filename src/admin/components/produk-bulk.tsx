import { SquareCheck, FolderInput, Percent, Tag, ToggleLeft, Trash2, X } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode, type SubmitEventHandler } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { shopDayAndTime } from '../../shared/diskon';
import { KATEGORI } from '../../shared/kategori';
import { messages } from '../../shared/messages';
import { discountedPrice, formatRupiah } from '../../shared/price';
import type { ProdukAdminRow } from '../../shared/schemas/produk';
import {
  priceByPercent,
  readBulkPersen,
  type BulkChange,
  type BulkTargetInput,
} from '../../shared/schemas/produk-bulk';
import { produkFields } from '../../shared/schemas/produk-write';
import { instantOnShopClock } from '../../shared/shop-clock';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { useMe } from '../lib/me';
import { toastFailure, toastSuccess, toastUndoable } from '../lib/toast';
import { useRefreshAfterWrite } from '../lib/use-write-handlers';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { SelectField, TextField } from './form-fields';
import { Button } from './ui';

// Bulk actions on the product list (docs/product.md §11 Aksi massal; docs/decisions/0026):
// the bar that shows how many products are chosen and what can be done to them, the dialog
// that asks for the new value, one confirmation naming what happens to how many, then a toast
// whose "Batalkan" puts back what was there (produkBulk.undo, or sampah.restoreMany).

const copy = adminCopy.produkBulk;

export type BulkAksi = keyof typeof copy.actions;
type ValueAksi = Exclude<BulkAksi, 'sampah'>;

/** The category as the list names it: a known one by its menu label, another as stored. */
export function kategoriName(kategori: string): string {
  return KATEGORI.find((k) => k.slug === kategori)?.label ?? kategori;
}

/**
 * Above the table: once every row of the page is chosen and the filter matches more, the offer
 * to choose them all; once they are, the saying so.
 */
export function SelectAllMatching({
  pageChosen,
  allMatching,
  count,
  total,
  pageRows,
  filtered,
  onChooseAll,
  onClear,
}: {
  /** Every row of this page is chosen. */
  pageChosen: boolean;
  /** Every row the filter matches is chosen (less those unticked since). */
  allMatching: boolean;
  /** How many are chosen, and how many the filter matches. */
  count: number;
  total: number;
  pageRows: number;
  filtered: boolean;
  onChooseAll: () => void;
  onClear: () => void;
}) {
  let content: ReactNode = null;
  if (allMatching) {
    content = (
      <>
        <span>
          {count === total
            ? copy.allMatchingChosen(total, filtered)
            : copy.someMatchingChosen(count, total, filtered)}
        </span>
        <button type="button" className={linkButton} onClick={onClear}>
          {copy.clear}
        </button>
      </>
    );
  } else if (pageChosen && total > pageRows) {
    content = (
      <>
        <span>{copy.pageChosen(pageRows)}</span>
        <button type="button" className={linkButton} onClick={onChooseAll}>
          {copy.chooseAllMatching(total, filtered)}
        </button>
      </>
    );
  }
  return (
    <div aria-live="polite">
      {content && (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-2.5 text-sm text-stone-800">
          {content}
        </p>
      )}
    </div>
  );
}

const linkButton =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

const ICONS: Record<BulkAksi, typeof Tag> = {
  kategori: FolderInput,
  diskon: Tag,
  harga: Percent,
  status: ToggleLeft,
  sampah: Trash2,
};

/**
 * The chosen products' bar, kept at the bottom of the screen while the list scrolls: how many,
 * the actions (Sampah only for the main admin, as the server enforces), and "Batal pilih".
 */
function BulkBar({
  count,
  canTrash,
  onAction,
  onClear,
}: {
  count: number;
  canTrash: boolean;
  onAction: (aksi: BulkAksi) => void;
  onClear: () => void;
}) {
  const actions = (Object.keys(copy.actions) as BulkAksi[]).filter(
    (aksi) => aksi !== 'sampah' || canTrash,
  );
  return (
    <section
      aria-label={copy.barLabel}
      className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-stone-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex items-center gap-2 font-bold text-stone-900" role="status">
          <SquareCheck className="size-5 text-brand-700" aria-hidden="true" />
          {copy.chosen(count)}
        </p>
        <Button tone="ghost" size="sm" className="ml-auto lg:order-last" onClick={onClear}>
          <X className="size-4" aria-hidden="true" />
          {copy.clear}
        </Button>
        {/* On a phone the actions scroll sideways in one line rather than fill the screen. */}
        <div className="-mx-4 flex w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:w-auto lg:flex-1 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0">
          {actions.map((aksi) => {
            const Icon = ICONS[aksi];
            return (
              <Button
                key={aksi}
                tone="secondary"
                size="sm"
                className={`shrink-0 whitespace-nowrap ${aksi === 'sampah' ? 'text-red-700' : ''}`}
                onClick={() => onAction(aksi)}
              >
                <Icon className="size-4" aria-hidden="true" />
                {copy.actions[aksi]}
              </Button>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/** The percentage as typed, read; with up to three chosen rows of this page as examples. */
function HargaPreview({ rows, text }: { rows: ProdukAdminRow[]; text: string }) {
  const reading = readBulkPersen(text);
  if (!reading.ok || rows.length === 0) return null;
  return (
    <div className="rounded-xl bg-stone-50 p-3 text-sm">
      <p className="font-semibold text-stone-800">{copy.hargaPreview}</p>
      <ul className="mt-2 space-y-1.5">
        {rows.slice(0, 3).map((row) => {
          const harga = priceByPercent(row.harga, reading.persen);
          return (
            <li key={row.id} className="text-stone-700">
              <span className="font-semibold text-stone-900">{row.nama_produk}</span>:{' '}
              {harga === undefined ? (
                <span className="font-semibold text-red-700">{copy.hargaPreviewOut}</span>
              ) : (
                <>
                  {copy.hargaPreviewRow(formatRupiah(row.harga), formatRupiah(harga))}
                  {row.diskon > 0 && (
                    <span className="text-stone-600">
                      {' '}
                      ({copy.hargaPreviewShop(formatRupiah(discountedPrice(harga, row.diskon)))})
                    </span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type Reading = { ok: true; change: BulkChange; label: string } | { ok: false; message: string };

/** The dialog's text as a change for the server, or the field's message. */
function readValue(aksi: ValueAksi, text: string): Reading {
  switch (aksi) {
    case 'kategori': {
      const parsed = produkFields.kategori.safeParse(text);
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
      return {
        ok: true,
        change: { aksi, kategori: parsed.data },
        label: kategoriName(parsed.data),
      };
    }
    case 'diskon': {
      // "20%" is read as 20: the field already says it is in percent.
      const parsed = produkFields.diskon.safeParse(text.replace(/%\s*$/, ''));
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
      return { ok: true, change: { aksi, diskon: parsed.data }, label: `${parsed.data}%` };
    }
    case 'harga': {
      const reading = readBulkPersen(text);
      if (!reading.ok) return reading;
      return {
        ok: true,
        change: { aksi, persen: reading.persen },
        label: copy.persenText(reading.persen),
      };
    }
    case 'status': {
      const status = PRODUK_STATUS.find((s) => s === text);
      if (!status) return { ok: false, message: messages.invalidStatus };
      return { ok: true, change: { aksi, status }, label: adminCopy.produk.status[status] };
    }
  }
}

function question(change: BulkChange, count: number, label: string): string {
  switch (change.aksi) {
    case 'kategori':
      return copy.confirm.kategori(count, label);
    case 'diskon':
      return copy.confirm.diskon(count, change.diskon);
    case 'harga':
      return copy.confirm.harga(count, label);
    case 'status':
      return copy.confirm.status(count, label);
  }
}

function doneText(change: BulkChange, count: number, label: string): string {
  switch (change.aksi) {
    case 'kategori':
      return copy.done.kategori(count, label);
    case 'diskon':
      return copy.done.diskon(count, change.diskon);
    case 'harga':
      return copy.done.harga(count, change.persen);
    case 'status':
      return copy.done.status(count, label);
  }
}

/** The field of each action's dialog. */
function ValueField({
  aksi,
  value,
  error,
  onChange,
  rows,
}: {
  aksi: ValueAksi;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  rows: ProdukAdminRow[];
}) {
  // What every action's field is bound to: the text typed or chosen, and its problem.
  const field = {
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(event.currentTarget.value),
  };
  switch (aksi) {
    case 'kategori':
      return (
        <SelectField label={copy.kategoriLabel} {...field}>
          <option value="">{adminCopy.produk.chooseKategori}</option>
          {KATEGORI.map((k) => (
            <option key={k.slug} value={k.slug}>
              {k.label}
            </option>
          ))}
        </SelectField>
      );
    case 'diskon':
      return (
        <TextField
          label={copy.diskonLabel}
          {...field}
          hint={copy.diskonHint}
          inputMode="numeric"
          autoComplete="off"
          placeholder="20"
        />
      );
    case 'harga':
      return (
        <>
          <TextField
            label={copy.hargaLabel}
            {...field}
            hint={copy.hargaHint}
            autoComplete="off"
            placeholder="10"
          />
          <HargaPreview rows={rows} text={value} />
        </>
      );
    case 'status': {
      const chosen = PRODUK_STATUS.find((s) => s === value);
      return (
        <SelectField
          label={copy.statusLegend}
          {...field}
          hint={chosen && adminCopy.produk.statusHelp[chosen]}
        >
          <option value="">{copy.chooseStatus}</option>
          {PRODUK_STATUS.map((s: ProdukStatus) => (
            <option key={s} value={s}>
              {adminCopy.produk.status[s]}
            </option>
          ))}
        </SelectField>
      );
    }
  }
}

/** "Atur diskon"'s optional end (the main admin's): with one, a dated discount is made. */
function DatedEndField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={adminCopy.diskon.bulkSampai}
      type="datetime-local"
      value={value}
      hint={adminCopy.diskon.bulkSampaiHint}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A confirmation's detail: the lines that apply, in one paragraph. */
function detailOf(...lines: (string | false)[]): string | undefined {
  return lines.filter((line): line is string => Boolean(line)).join(' ') || undefined;
}

/** The "Batalkan" of a bulk change and of a bulk move to Sampah, from their toasts. */
function useBulkUndo() {
  const utils = trpc.useUtils();
  const refresh = useRefreshAfterWrite();
  const undoChange = (input: Parameters<typeof utils.client.produkBulk.undo.mutate>[0]) =>
    void utils.client.produkBulk.undo
      .mutate(input)
      .then((res) => {
        toastSuccess(copy.undone(res.count));
        void refresh('produk');
      })
      .catch((e: unknown) => toastFailure(copy.undoFailed, e));

  const undoSampah = (ids: number[], membatalkan: string | undefined) =>
    void utils.client.sampah.restoreMany
      .mutate({ ids, membatalkan })
      .then((res) => {
        toastSuccess(copy.restored(res.count));
        void refresh('produk');
        void utils.sampah.invalidate();
      })
      .catch((e: unknown) => toastFailure(adminCopy.sampah.restoreFailed, e));
  return { undoChange, undoSampah };
}

/**
 * "Atur diskon" with an end (`sampai`, on the shop's clock): asks, then makes a dated discount for
 * the chosen products instead of overwriting their own (docs/product.md §14).
 */
function useAskDated({
  count,
  target,
  acrossPages,
  sampai,
  setConfirm,
  setError,
  onDone,
}: {
  count: number;
  target: BulkTargetInput;
  acrossPages: boolean;
  sampai: string;
  setConfirm: (request: ConfirmRequest) => void;
  setError: (message: string) => void;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const refresh = useRefreshAfterWrite();
  const dated = trpc.produkBulk.dateDiskon.useMutation();
  const { timeZone } = useSite();
  const ask = (persen: number) => {
    if (persen < 1 || persen > 99) {
      setError(messages.diskonPersen);
      return;
    }
    const end = new Date(instantOnShopClock(sampai, timeZone)).toISOString();
    setConfirm({
      title: copy.actions.diskon,
      question: adminCopy.diskon.bulkConfirm(count, persen, shopDayAndTime(end, timeZone)),
      detail: acrossPages ? copy.confirm.otherPages : undefined,
      confirmLabel: copy.confirm.yes,
      onConfirm: async () => {
        try {
          const res = await dated.mutateAsync({ target, persen, sampai: end });
          toastSuccess(adminCopy.diskon.bulkDone(res.nama, res.count));
          void refresh('produk');
          void utils.diskon.invalidate();
          onDone();
        } catch (e) {
          toastFailure(copy.failed, e);
        }
      },
    });
  };
  return { ask, pending: dated.isPending };
}

/**
 * The bar and what its buttons open. `count` products are chosen (`target` names them for the
 * server); `rows` are the chosen ones on this page (the price dialog's examples). `onDone` runs
 * once a change is made: the choice is cleared, as the rows may no longer match the filter.
 */
export function ProdukBulkActions({
  count,
  target,
  acrossPages,
  rows,
  canTrash,
  onClear,
  onDone,
}: {
  count: number;
  target: BulkTargetInput;
  /** The choice includes rows of other pages (the confirmation says so). */
  acrossPages: boolean;
  rows: ProdukAdminRow[];
  canTrash: boolean;
  onClear: () => void;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const refresh = useRefreshAfterWrite();
  const ubah = trpc.produkBulk.update.useMutation();
  const hapus = trpc.produkBulk.delete.useMutation();
  const me = useMe();
  const [editing, setEditing] = useState<ValueAksi | null>(null);
  const [value, setValue] = useState('');
  /** "Atur diskon"'s end on the shop's clock: with one, a dated discount (the main admin's). */
  const [sampai, setSampai] = useState('');
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const { undoChange, undoSampah } = useBulkUndo();

  const open = (aksi: BulkAksi) => {
    if (aksi === 'sampah') {
      setConfirm({
        title: copy.actions.sampah,
        question: copy.confirm.sampah(count),
        detail: detailOf(copy.confirm.sampahDetail, acrossPages && copy.confirm.otherPages),
        confirmLabel: copy.confirm.yesSampah,
        tone: 'danger',
        onConfirm: async () => {
          try {
            const res = await hapus.mutateAsync({ target });
            toastUndoable(copy.done.sampah(res.count), copy.undo, () =>
              undoSampah(res.sampah, res.tindakan),
            );
            void refresh('produk');
            void utils.sampah.invalidate();
            onDone();
          } catch (e) {
            toastFailure(copy.sampahFailed, e);
          }
        },
      });
      return;
    }
    setValue('');
    setSampai('');
    setError(undefined);
    setEditing(aksi);
  };

  const dated = useAskDated({
    count,
    target,
    acrossPages,
    sampai,
    setConfirm,
    setError,
    onDone: () => {
      setEditing(null);
      onDone();
    },
  });

  const submit: SubmitEventHandler<HTMLFormElement> = (event) => {
    event.preventDefault();
    if (!editing) return;
    const reading = readValue(editing, value);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(undefined);
    const { change, label } = reading;
    if (change.aksi === 'diskon' && sampai !== '') {
      dated.ask(change.diskon);
      return;
    }
    setConfirm({
      title: copy.actions[editing],
      question: question(change, count, label),
      detail: detailOf(
        change.aksi === 'harga' && copy.confirm.hargaDetail,
        change.aksi === 'status' && adminCopy.produk.statusHelp[change.status],
        acrossPages && copy.confirm.otherPages,
      ),
      confirmLabel: copy.confirm.yes,
      onConfirm: async () => {
        try {
          const res = await ubah.mutateAsync({ target, ubah: change });
          toastUndoable(doneText(change, res.count, label), copy.undo, () =>
            // Riwayat then shows the change "Dibatalkan".
            undoChange({ sebelum: res.sebelum, membatalkan: res.tindakan }),
          );
          void refresh('produk');
          setEditing(null);
          onDone();
        } catch (e) {
          // The dialog stays open with what was typed, to be corrected (a price out of bounds).
          toastFailure(copy.failed, e);
        }
      },
    });
  };

  return (
    <>
      {count > 0 && <BulkBar count={count} canTrash={canTrash} onAction={open} onClear={onClear} />}
      {editing && (
        <FormDialog
          open
          title={copy.dialogTitle(copy.actions[editing], count)}
          dirty={value !== ''}
          submitting={ubah.isPending || dated.pending}
          submitLabel={copy.next}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        >
          <ValueField
            aksi={editing}
            value={value}
            error={error}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            rows={rows}
          />
          {editing === 'diskon' && me.isMainAdmin && (
            <DatedEndField value={sampai} onChange={setSampai} />
          )}
        </FormDialog>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
