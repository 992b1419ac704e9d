import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { adminCopy } from '../../shared/admin-copy';
import { produkImagePath } from '../../shared/images';
import { KATEGORI, isKnownKategori } from '../../shared/kategori';
import { parseRupiah } from '../../shared/money';
import { discountedPrice, formatRupiah } from '../../shared/price';
import type { Produk } from '../../shared/schemas/produk';
import { instantOnShopClock, shopClockAt } from '../../shared/shop-clock';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import {
  produkCreateInput,
  produkUpdateInput,
  type ProdukCreateInput,
  type ProdukUpdateInput,
} from '../../shared/schemas/produk-write';
import { trpc } from '../../lib/trpc';
import { useFormDraft } from '../lib/form-draft';
import { showServerErrors } from '../lib/use-server-errors';
import { useUploadProgress } from '../lib/use-upload-progress';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { groupDigits } from '../lib/money-typing';
import { MoneyField, SelectField, TextAreaField, TextField } from './form-fields';
import { DraftRestored } from './draft-restored';
import { ImageField } from './image-field';

// Add and edit a product (docs/product.md §5): every field of the legacy multipart form, the photo
// required on create and optional on edit, and an edit saved only after 'Simpan perubahan
// data produk?' (docs/product.md §4). The form is checked with the server's own schema first.

const copy = adminCopy.produk;

/** What the inputs hold: text as typed (numbers too), and the chosen photo. */
interface ProdukForm {
  id?: number;
  nama_produk: string;
  harga: string;
  diskon: string;
  jumlah_terjual: string;
  kategori: string;
  deskripsi_produk: string;
  link_shopee: string;
  link_tokopedia: string;
  link_tiktok: string;
  status: ProdukStatus;
  /** On the shop's clock, as the date-time fields hold it (`2026-12-12T10:00`), or blank. */
  tayang_mulai: string;
  tayang_sampai: string;
  file: File | undefined;
}

const fields = [
  'nama_produk',
  'harga',
  'diskon',
  'jumlah_terjual',
  'kategori',
  'deskripsi_produk',
  'link_shopee',
  'link_tokopedia',
  'link_tiktok',
  'status',
  'tayang_mulai',
  'tayang_sampai',
  'file',
] as const;

const links = ['link_shopee', 'link_tokopedia', 'link_tiktok'] as const;

/** Below this a price is asked about once more: it is more likely a slip than a real price. */
const LOW_PRICE = 1_000;

function initialValues(editing: Produk | 'new', timeZone: string): ProdukForm {
  if (editing === 'new') {
    return {
      nama_produk: '',
      harga: '',
      diskon: '',
      jumlah_terjual: '',
      kategori: '',
      deskripsi_produk: '',
      link_shopee: '',
      link_tokopedia: '',
      link_tiktok: '',
      // This dialog adds products visitors see at once, as it always has (docs/product.md §11).
      status: 'tayang',
      tayang_mulai: '',
      tayang_sampai: '',
      file: undefined,
    };
  }
  const onShopClock = (instant: string | null) =>
    instant === null ? '' : shopClockAt(Date.parse(instant), timeZone);
  return {
    id: editing.id,
    nama_produk: editing.nama_produk,
    harga: groupDigits(String(editing.harga)),
    diskon: String(editing.diskon),
    jumlah_terjual: String(editing.jumlah_terjual),
    kategori: editing.kategori,
    deskripsi_produk: editing.deskripsi_produk,
    link_shopee: editing.link_shopee ?? '',
    link_tokopedia: editing.link_tokopedia ?? '',
    link_tiktok: editing.link_tiktok ?? '',
    status: editing.status,
    tayang_mulai: onShopClock(editing.tayang_mulai),
    tayang_sampai: onShopClock(editing.tayang_sampai),
    file: undefined,
  };
}

/** The form's schedule as instants: what the shop's clock shows, read in its zone. */
function withInstants(values: ProdukForm, timeZone: string): ProdukForm {
  const instant = (local: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)
      ? new Date(instantOnShopClock(local, timeZone)).toISOString()
      : local;
  return {
    ...values,
    tayang_mulai: instant(values.tayang_mulai),
    tayang_sampai: instant(values.tayang_sampai),
  };
}

/** The checked values as the multipart body the server reads (absent links mean "none"). */
function toFormData(values: object): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) body.append(key, value);
    else if (typeof value === 'string' || typeof value === 'number') {
      body.append(key, String(value));
    } else if (value === null && key.startsWith('tayang_')) {
      // A schedule cleared on an edit is sent blank: left out, it would stay as it was.
      body.append(key, '');
    }
  }
  return body;
}

type ProdukValues = ProdukCreateInput | ProdukUpdateInput;
// The schemas take `unknown` in (they read FormData and legacy bodies too); here they read the
// form's values, which is all a resolver needs to know.
const createResolver = zodResolver(
  produkCreateInput as unknown as ZodType<ProdukCreateInput, ProdukForm>,
);
const updateResolver = zodResolver(
  produkUpdateInput as unknown as ZodType<ProdukUpdateInput, ProdukForm>,
);

export function ProdukFormDialog({
  editing,
  onClose,
}: {
  editing: Produk | 'new';
  onClose: () => void;
}) {
  const isNew = editing === 'new';
  const kind = isNew ? 'created' : 'updated';
  const { timeZone } = useSite();
  const resolver = isNew ? createResolver : updateResolver;
  const form = useForm<ProdukForm, unknown, ProdukValues>({
    // The schedule is typed on the shop's clock; the server's schema reads instants.
    resolver: (values, context, options) =>
      resolver(withInstants(values, timeZone), context, options),
    defaultValues: initialValues(editing, timeZone),
  });
  const upload = useUploadProgress();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const draft = useFormDraft('produk', isNew ? 'new' : editing.id, form);
  const close = () => {
    draft.clear();
    onClose();
  };

  const handlers = useWriteHandlers('produk', kind, {
    onSuccess: close,
    onError: (error) => showServerErrors(error, form.setError, fields),
  });
  const create = trpc.produk.create.useMutation({ ...handlers, ...upload.options });
  const update = trpc.produk.update.useMutation({ ...handlers, ...upload.options });

  const submit = form.handleSubmit((values) => {
    const body = toFormData(values);
    const send = (mutation: { mutateAsync: (input: FormData) => Promise<unknown> }) => {
      if (values.file) upload.start();
      return mutation.mutateAsync(body).catch(() => undefined);
    };
    const save = () => send(isNew ? create : update);
    const lowPrice: ConfirmRequest | undefined =
      values.harga < LOW_PRICE
        ? {
            title: copy.lowPriceTitle,
            question: copy.lowPrice(formatRupiah(values.harga)),
            confirmLabel: adminCopy.common.yesSave,
            onConfirm: save,
          }
        : undefined;
    if (isNew) {
      if (lowPrice) setConfirm(lowPrice);
      else void save();
      return;
    }
    const priceChanged = values.harga !== editing.harga;
    setConfirm({
      question: priceChanged
        ? copy.confirmSaveWithPrice(formatRupiah(editing.harga), formatRupiah(values.harga))
        : copy.confirmSave,
      confirmLabel: adminCopy.common.yesSave,
      ...(lowPrice ? { onConfirm: () => undefined, next: lowPrice } : { onConfirm: save }),
    });
  });

  const { errors } = form.formState;
  const [harga, diskon, status] = useWatch({
    control: form.control,
    name: ['harga', 'diskon', 'status'],
  });
  const hargaReading = parseRupiah(harga);
  const hargaNumber = hargaReading.ok ? hargaReading.value : NaN;
  const diskonNumber = Number(diskon);
  const showFinalPrice =
    hargaReading.ok && Number.isInteger(diskonNumber) && diskonNumber > 0 && diskonNumber <= 100;
  const current = isNew ? undefined : editing.kategori;
  const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <>
      <FormDialog
        open
        wide
        title={isNew ? copy.createTitle : copy.editTitle}
        dirty={form.formState.isDirty}
        submitting={create.isPending || update.isPending}
        onSubmit={(event) => void submit(event)}
        onClose={close}
      >
        {draft.restored && <DraftRestored />}
        <TextField
          label={copy.fields.nama_produk}
          error={errors.nama_produk}
          {...form.register('nama_produk')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="harga"
            render={({ field: { ref, ...field } }) => (
              <MoneyField label={copy.fields.harga} error={errors.harga} ref={ref} {...field} />
            )}
          />
          <TextField
            label={copy.fields.diskon}
            error={errors.diskon}
            hint={
              showFinalPrice
                ? copy.finalPrice(formatRupiah(discountedPrice(hargaNumber, diskonNumber)))
                : undefined
            }
            {...numeric}
            {...form.register('diskon')}
          />
          <SelectField
            label={copy.fields.kategori}
            error={errors.kategori}
            {...form.register('kategori')}
          >
            <option value="">{copy.chooseKategori}</option>
            {KATEGORI.map((k) => (
              <option key={k.slug} value={k.slug}>
                {k.label}
              </option>
            ))}
            {/* The column is free text: a category the menu does not know stays choosable. */}
            {current && !isKnownKategori(current) && <option value={current}>{current}</option>}
          </SelectField>
          <TextField
            label={copy.fields.jumlah_terjual}
            error={errors.jumlah_terjual}
            {...numeric}
            {...form.register('jumlah_terjual')}
          />
        </div>
        <TextAreaField
          label={copy.fields.deskripsi_produk}
          rows={5}
          error={errors.deskripsi_produk}
          {...form.register('deskripsi_produk')}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <ImageField
              label={copy.fields.foto_produk}
              value={field.value}
              onChange={field.onChange}
              currentSrc={isNew ? undefined : produkImagePath(editing.foto_produk)}
              error={fieldState.error?.message}
              progress={upload.progress}
            />
          )}
        />
        <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">
            {copy.penayanganLegend}
          </legend>
          <SelectField
            label={copy.fields.status}
            error={errors.status}
            hint={copy.statusHelp[status]}
            {...form.register('status')}
          >
            {PRODUK_STATUS.map((s) => (
              <option key={s} value={s}>
                {copy.status[s]}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={copy.fields.tayang_mulai}
              type="datetime-local"
              optional={adminCopy.common.optional}
              error={errors.tayang_mulai}
              {...form.register('tayang_mulai')}
            />
            <TextField
              label={copy.fields.tayang_sampai}
              type="datetime-local"
              optional={adminCopy.common.optional}
              error={errors.tayang_sampai}
              {...form.register('tayang_sampai')}
            />
          </div>
          <p className="text-xs text-stone-600">{copy.jadwalHint(copy.zoneLabel(timeZone))}</p>
        </fieldset>
        <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">
            {copy.linksLegend}
            <span className="ml-1 font-normal text-stone-500">({adminCopy.common.optional})</span>
          </legend>
          {links.map((name) => (
            <TextField
              key={name}
              label={copy.fields[name]}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              error={errors[name]}
              {...form.register(name)}
            />
          ))}
          <p className="text-xs text-stone-600">{copy.linkHint}</p>
        </fieldset>
      </FormDialog>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
