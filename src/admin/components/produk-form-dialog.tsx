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
  'file',
] as const;

const links = ['link_shopee', 'link_tokopedia', 'link_tiktok'] as const;

/** Below this a price is asked about once more: it is more likely a slip than a real price. */
const LOW_PRICE = 1_000;

function initialValues(editing: Produk | 'new'): ProdukForm {
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
      file: undefined,
    };
  }
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
    file: undefined,
  };
}

/** The checked values as the multipart body the server reads (absent links mean "none"). */
function toFormData(values: object): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) body.append(key, value);
    else if (typeof value === 'string' || typeof value === 'number') {
      body.append(key, String(value));
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
  const form = useForm<ProdukForm, unknown, ProdukValues>({
    resolver: isNew ? createResolver : updateResolver,
    defaultValues: initialValues(editing),
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
  const [harga, diskon] = useWatch({ control: form.control, name: ['harga', 'diskon'] });
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
