import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { DISKON_CAKUPAN, diskonEditable, type DiskonCakupan } from '../../shared/diskon';
import { KATEGORI } from '../../shared/kategori';
import { formatRupiah } from '../../shared/price';
import { discountedPrice } from '../../shared/price';
import { MAX_DISKON_PRODUK, type DiskonAdmin } from '../../shared/schemas/diskon';
import { instantOnShopClock, shopClockAt, zoneName } from '../../shared/shop-clock';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { OrderedProdukPicker, pickedChanged } from '../kit/ordered-produk-picker';
import { FormDialog } from './form-dialog';
import { SelectField, TextField } from './form-fields';

// The add/edit dialog of a dated discount (docs/product.md §14): name, percentage (typed the
// Indonesian way: "20", "20%"), what it covers (chosen products, categories, everything), start
// and end on the shop's clock or no end, and whether it is active or a draft. A running
// discount keeps all but its name and end. The server decides; its messages show at the fields.

const copy = adminCopy.diskon;

interface DiskonForm {
  nama: string;
  persen: string;
  cakupan: DiskonCakupan;
  kategori: string[];
  status: 'aktif' | 'draf';
  mulai: string;
  sampai: string;
  tanpaAkhir: boolean;
  produk: string;
}

const fields = [
  'nama',
  'persen',
  'cakupan',
  'kategori',
  'status',
  'mulai',
  'sampai',
  'produk',
] as const;

type Chosen = DiskonAdmin['produk'][number] & { harga?: number };

function defaultsOf(editing: DiskonAdmin | 'new', timeZone: string): DiskonForm {
  const clock = (instant: string) => shopClockAt(Date.parse(instant), timeZone);
  if (editing === 'new') {
    return {
      nama: '',
      persen: '',
      cakupan: 'kategori',
      kategori: [],
      status: 'aktif',
      mulai: clock(new Date().toISOString()),
      sampai: '',
      tanpaAkhir: false,
      produk: '',
    };
  }
  return {
    nama: editing.nama,
    persen: String(editing.persen),
    cakupan: editing.cakupan,
    kategori: editing.kategori,
    status: editing.status,
    mulai: clock(editing.mulai),
    sampai: editing.sampai === null ? '' : clock(editing.sampai),
    tanpaAkhir: editing.sampai === null,
    produk: '',
  };
}

const produkCopy = { ...copy, legend: copy.produkLegend, hint: copy.produkHint };

export function DiskonFormDialog({
  editing,
  onClose,
}: {
  editing: DiskonAdmin | 'new';
  onClose: () => void;
}) {
  const isNew = editing === 'new';
  const { timeZone } = useSite();
  const locked = !isNew && diskonEditable(editing.keadaan) !== 'semua';
  const form = useForm<DiskonForm>({ defaultValues: defaultsOf(editing, timeZone) });
  const [chosen, setChosen] = useState<Chosen[]>(isNew ? [] : editing.produk);
  const handlers = useWriteHandlers('diskon', isNew ? 'created' : 'updated', {
    onSuccess: onClose,
    onError: (error) => showServerErrors(error, form.setError, fields),
  });
  const create = trpc.diskon.create.useMutation(handlers);
  const update = trpc.diskon.update.useMutation(handlers);
  const [cakupan, tanpaAkhir, persen] = useWatch({
    control: form.control,
    name: ['cakupan', 'tanpaAkhir', 'persen'],
  });
  // The shop's clock as typed; the server reads instants.
  const instant = (local: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)
      ? new Date(instantOnShopClock(local, timeZone)).toISOString()
      : local;
  const submit = form.handleSubmit((values) => {
    const sampai = values.tanpaAkhir ? null : instant(values.sampai);
    if (isNew || !locked) {
      const input = {
        nama: values.nama,
        persen: values.persen,
        cakupan: values.cakupan,
        kategori: values.kategori,
        produk: chosen.map((p) => p.id),
        status: values.status,
        mulai: instant(values.mulai),
        sampai,
      };
      if (isNew) create.mutate(input);
      else update.mutate({ id: editing.id, ...input });
      return;
    }
    // A running discount: its name and end, the rest as it is (disabled fields read nothing).
    const { id, persen: kept, cakupan: c, kategori, status, mulai } = editing;
    const produk = editing.produk.map((p) => p.id);
    update.mutate({
      id,
      nama: values.nama,
      persen: kept,
      cakupan: c,
      kategori,
      produk,
      status,
      mulai,
      sampai,
    });
  });
  const { errors } = form.formState;
  const persenNumber = Number(persen.replace('%', '').trim());

  return (
    <FormDialog
      open
      wide
      title={isNew ? copy.createTitle : copy.editTitle}
      dirty={form.formState.isDirty || pickedChanged(chosen, editing)}
      submitting={create.isPending || update.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {locked && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{copy.lockedHint}</p>
      )}
      <TextField
        label={copy.fields.nama}
        autoComplete="off"
        hint={copy.namaHint}
        error={errors.nama}
        {...form.register('nama')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.fields.persen}
          inputMode="numeric"
          autoComplete="off"
          disabled={locked}
          hint={copy.persenHint}
          error={errors.persen}
          {...form.register('persen')}
        />
        <SelectField
          label={copy.fields.status}
          disabled={locked}
          error={errors.status}
          {...form.register('status')}
        >
          <option value="aktif">{copy.statusOptions.aktif}</option>
          <option value="draf">{copy.statusOptions.draf}</option>
        </SelectField>
      </div>
      <SelectField
        label={copy.fields.cakupan}
        disabled={locked}
        error={errors.cakupan}
        {...form.register('cakupan')}
      >
        {DISKON_CAKUPAN.map((c) => (
          <option key={c} value={c}>
            {copy.cakupan[c]}
          </option>
        ))}
      </SelectField>
      {cakupan === 'kategori' && <KategoriFieldset form={form} locked={locked} />}
      {cakupan === 'produk' && (
        <ChosenProdukField
          chosen={chosen}
          onChange={setChosen}
          locked={locked}
          persen={persenNumber}
          error={errors.produk?.message}
        />
      )}
      <WindowFieldset form={form} locked={locked} tanpaAkhir={tanpaAkhir} />
    </FormDialog>
  );
}

/** The categories a discount covers, when it covers categories. */
function KategoriFieldset({ form, locked }: { form: UseFormReturn<DiskonForm>; locked: boolean }) {
  const error = form.formState.errors.kategori;
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4" disabled={locked}>
      <legend className="px-1 text-sm font-semibold text-stone-800">{copy.fields.kategori}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {KATEGORI.map((k) => (
          <label key={k.slug} className="flex min-h-8 items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              value={k.slug}
              className="size-4 accent-brand-600"
              {...form.register('kategori')}
            />
            {k.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** The chosen products, each with its price under the discount typed (`persen`). */
function ChosenProdukField({
  chosen,
  onChange,
  locked,
  persen,
  error,
}: {
  chosen: Chosen[];
  onChange: (chosen: Chosen[]) => void;
  locked: boolean;
  persen: number;
  error: string | undefined;
}) {
  return (
    <div className={locked ? 'pointer-events-none opacity-60' : undefined} inert={locked}>
      <OrderedProdukPicker
        items={chosen}
        onChange={onChange}
        max={MAX_DISKON_PRODUK}
        copy={produkCopy}
        error={error}
        renderItem={(item) => (
          <>
            <span className="min-w-0 flex-1 truncate font-semibold text-stone-900">
              {item.nama_produk}
            </span>
            {item.harga !== undefined && persen > 0 && persen < 100 && (
              <span className="whitespace-nowrap text-stone-600">
                {formatRupiah(discountedPrice(item.harga, persen))}
              </span>
            )}
          </>
        )}
        toItem={(choice, produk) => ({
          ...choice,
          foto_produk: produk?.foto_produk ?? '',
          ...(produk && { harga: produk.harga }),
        })}
      />
    </div>
  );
}

/** The start and end on the shop's clock, or no end. A running discount keeps its start. */
function WindowFieldset({
  form,
  locked,
  tanpaAkhir,
}: {
  form: UseFormReturn<DiskonForm>;
  locked: boolean;
  tanpaAkhir: boolean;
}) {
  const { timeZone } = useSite();
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {copy.fields.mulai} – {copy.fields.sampai}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.fields.mulai}
          type="datetime-local"
          disabled={locked}
          error={form.formState.errors.mulai}
          {...form.register('mulai')}
        />
        <TextField
          label={copy.fields.sampai}
          type="datetime-local"
          disabled={tanpaAkhir}
          error={form.formState.errors.sampai}
          {...form.register('sampai')}
        />
      </div>
      <label className="flex min-h-8 items-center gap-2 text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          {...form.register('tanpaAkhir')}
        />
        {copy.tanpaAkhir}
      </label>
      <p className="text-xs text-stone-600">{copy.jadwalHint(zoneName(timeZone))}</p>
    </fieldset>
  );
}
