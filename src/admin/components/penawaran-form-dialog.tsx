import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { penawaranImagePath } from '../../shared/images';
import { parseRupiah } from '../../shared/money';
import { diskonOf, DEFAULT_ILUSTRASI, hargaCoretOf } from '../../shared/penawaran';
import { discountedPrice, formatRupiah } from '../../shared/price';
import {
  MAX_PENAWARAN_PRODUK,
  PENAWARAN_GAMBAR,
  type PenawaranAdmin,
} from '../../shared/schemas/penawaran';
import { instantOnShopClock, shopClockAt } from '../../shared/shop-clock';
import { isListed, type ProdukStatus } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { groupDigits } from '../lib/money-typing';
import { showServerErrors } from '../lib/use-server-errors';
import { labelledFields, registerField } from '../lib/register-field';
import { useUploadProgress } from '../lib/use-upload-progress';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { FormDialog } from './form-dialog';
import { FormMoneyField, SelectField, TextAreaField, TextField } from './form-fields';
import { FormImageField, UploadProgress } from './image-field';
import { PenayanganFieldset } from './penayangan-fieldset';
import type { EntityDialogProps } from '../kit/entity-form';
import { OrderedProdukPicker, pickedChanged } from '../kit/ordered-produk-picker';

// The add/edit dialog of a special offer (docs/product.md §12): texts, picture (a photo uploaded
// as every photo is, or one of the shop's drawings), the products it holds, the price, the
// crossed-out price and discount (blank: computed), its WhatsApp message (blank: the shop's Paket
// template), and status and schedule on the shop's clock. The server decides; its messages are
// shown at the fields.

const copy = adminCopy.penawaran;

interface PenawaranForm {
  nama: string;
  deskripsi: string;
  gambar: (typeof PENAWARAN_GAMBAR)[number];
  file: File | undefined;
  harga: string;
  harga_coret: string;
  diskon: string;
  pesan_whatsapp: string;
  status: ProdukStatus;
  tayang_mulai: string;
  tayang_sampai: string;
  produk: string;
}

const fields = [
  'nama',
  'deskripsi',
  'gambar',
  'file',
  'harga',
  'harga_coret',
  'diskon',
  'pesan_whatsapp',
  'status',
  'tayang_mulai',
  'tayang_sampai',
  'produk',
] as const;

type Included = PenawaranAdmin['produk'][number];

function defaultsOf(editing: PenawaranAdmin | 'new', timeZone: string): PenawaranForm {
  if (editing === 'new') {
    return {
      nama: '',
      deskripsi: '',
      gambar: DEFAULT_ILUSTRASI,
      file: undefined,
      harga: '',
      harga_coret: '',
      diskon: '',
      pesan_whatsapp: '',
      status: 'draf',
      tayang_mulai: '',
      tayang_sampai: '',
      produk: '',
    };
  }
  const money = (value: number | null) => (value === null ? '' : groupDigits(String(value)));
  const clock = (instant: string | null) =>
    instant === null ? '' : shopClockAt(Date.parse(instant), timeZone);
  return {
    nama: editing.nama,
    deskripsi: editing.deskripsi,
    gambar: editing.foto ? 'foto' : editing.ilustrasi,
    file: undefined,
    harga: money(editing.harga),
    harga_coret: money(editing.harga_coret),
    diskon: editing.diskon_tetap === null ? '' : String(editing.diskon_tetap),
    pesan_whatsapp: editing.pesan_whatsapp ?? '',
    status: editing.status,
    tayang_mulai: clock(editing.tayang_mulai),
    tayang_sampai: clock(editing.tayang_sampai),
    produk: editing.produk.map((p) => p.id).join(','),
  };
}

function toFormData(values: PenawaranForm, id: number | undefined, timeZone: string): FormData {
  const data = new FormData();
  if (id !== undefined) data.set('id', String(id));
  // The schedule is typed on the shop's clock; the server reads instants.
  const instant = (local: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)
      ? new Date(instantOnShopClock(local, timeZone)).toISOString()
      : local;
  for (const name of fields) {
    if (name === 'file') continue;
    const value = values[name];
    data.set(name, name === 'tayang_mulai' || name === 'tayang_sampai' ? instant(value) : value);
  }
  if (values.gambar === 'foto' && values.file) data.set('file', values.file);
  return data;
}

const produkCopy = { ...copy, legend: copy.produkLegend, hint: copy.produkHint };

/** The products in the offer, in order: add with the picker, move, take out. */
function IncludedProduk({
  items,
  onChange,
  error,
}: {
  items: Included[];
  onChange: (items: Included[]) => void;
  error: string | undefined;
}) {
  return (
    <OrderedProdukPicker
      items={items}
      onChange={onChange}
      max={MAX_PENAWARAN_PRODUK}
      copy={produkCopy}
      error={error}
      renderItem={(item) => (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-stone-900">{item.nama_produk}</span>
            {!item.tampil && (
              <span className="block text-xs text-stone-600">{copy.produkNotShown}</span>
            )}
          </span>
          <span
            className={`whitespace-nowrap ${item.tampil ? 'text-stone-600' : 'text-stone-500 line-through'}`}
          >
            {formatRupiah(item.harga_diskon)}
          </span>
        </>
      )}
      // Its price read for the computed one.
      toItem={(choice, produk) =>
        produk
          ? {
              ...choice,
              harga_diskon: discountedPrice(produk.harga, produk.diskon),
              tampil: isListed(produk, Date.now()),
            }
          : { ...choice, harga_diskon: 0, tampil: false }
      }
    />
  );
}

export function PenawaranFormDialog({ editing, onClose }: EntityDialogProps<PenawaranAdmin>) {
  const isNew = editing === 'new';
  const { timeZone } = useSite();
  const upload = useUploadProgress();
  const form = useForm<PenawaranForm>({ defaultValues: defaultsOf(editing, timeZone) });
  const [included, setIncluded] = useState<Included[]>(isNew ? [] : editing.produk);
  const handlers = useWriteHandlers('penawaran', isNew ? 'created' : 'updated', {
    onSuccess: onClose,
    onError: (error) => showServerErrors(error, form.setError, fields),
  });
  const create = trpc.penawaran.create.useMutation({ ...handlers, ...upload.options });
  const update = trpc.penawaran.update.useMutation({ ...handlers, ...upload.options });
  const submit = form.handleSubmit((values) => {
    upload.start();
    const data = toFormData(values, isNew ? undefined : editing.id, timeZone);
    if (isNew) create.mutate(data);
    else update.mutate(data);
  });
  const [gambar, harga, hargaCoret] = useWatch({
    control: form.control,
    name: ['gambar', 'harga', 'harga_coret'],
  });
  const { errors } = form.formState;
  const hargaValue = parseRupiah(harga);
  const coretEntered = parseRupiah(hargaCoret);
  // As visitors will see it: only the products they see count (shared/penawaran.ts).
  const computedCoret = hargaCoretOf(
    null,
    included.filter((p) => p.tampil).map((p) => ({ harga: p.harga_diskon, diskon: 0 })),
  );
  const computedDiskon = hargaValue.ok
    ? diskonOf(null, hargaValue.value, coretEntered.ok ? coretEntered.value : computedCoret)
    : null;

  const field = labelledFields(form, copy.fields);
  return (
    <FormDialog
      open
      wide
      title={isNew ? copy.createTitle : copy.editTitle}
      dirty={form.formState.isDirty || pickedChanged(included, editing)}
      submitting={create.isPending || update.isPending}
      onSubmit={(event) => {
        form.setValue('produk', included.map((p) => p.id).join(','));
        void submit(event);
      }}
      onClose={onClose}
      footer={upload.progress !== undefined && <UploadProgress fraction={upload.progress} />}
    >
      <TextField {...field('nama')} autoComplete="off" />
      <TextAreaField {...field('deskripsi')} rows={3} />
      <SelectField label={copy.gambarLegend} {...registerField(form, 'gambar')}>
        {PENAWARAN_GAMBAR.map((g) => (
          <option key={g} value={g}>
            {copy.gambar[g]}
          </option>
        ))}
      </SelectField>
      {gambar === 'foto' && (
        <FormImageField
          control={form.control}
          name="file"
          label={copy.fields.foto}
          currentSrc={!isNew && editing.foto ? penawaranImagePath(editing.foto) : undefined}
        />
      )}
      <IncludedProduk items={included} onChange={setIncluded} error={errors.produk?.message} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormMoneyField control={form.control} name="harga" label={copy.fields.harga} />
        <FormMoneyField
          control={form.control}
          name="harga_coret"
          label={copy.fields.harga_coret}
          optional={adminCopy.common.optional}
          hint={
            computedCoret !== null && hargaCoret.trim() === ''
              ? copy.computed(formatRupiah(computedCoret))
              : undefined
          }
        />
        <TextField
          {...field('diskon')}
          inputMode="numeric"
          optional={adminCopy.common.optional}
          hint={computedDiskon !== null ? copy.computedDiskon(computedDiskon) : undefined}
        />
      </div>
      <TextAreaField
        {...field('pesan_whatsapp')}
        rows={2}
        optional={adminCopy.common.optional}
        hint={copy.pesanHint}
      />
      <PenayanganFieldset form={form} />
    </FormDialog>
  );
}
