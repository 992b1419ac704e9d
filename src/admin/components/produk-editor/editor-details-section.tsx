import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { KATEGORI, isKnownKategori } from '../../../shared/kategori';
import { parseRupiah } from '../../../shared/money';
import { discountedPrice, formatRupiah } from '../../../shared/price';
import type { EditorValues } from '../../lib/produk-editor-form';
import { MoneyField, SelectField, TextAreaField, TextField } from '../form-fields';
import { PenayanganFieldset } from '../penayangan-fieldset';

// The product's own fields (docs/product.md §3, §5): name, price typed the Indonesian way with
// the price after the discount shown as it is typed, category, sold count, description and the
// marketplace links.

const copy = adminCopy.produk;
const links = ['link_shopee', 'link_tokopedia', 'link_tiktok'] as const;
const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

export function EditorDetailsSection({
  form,
  storedKategori,
}: {
  form: UseFormReturn<EditorValues>;
  /** The stored category, kept choosable when the menu does not know it (free text). */
  storedKategori: string | undefined;
}) {
  const { errors } = form.formState;
  const [harga, diskon, status] = useWatch({
    control: form.control,
    name: ['harga', 'diskon', 'status'],
  });
  const hargaReading = parseRupiah(harga);
  const diskonNumber = Number(diskon);
  const finalPrice =
    hargaReading.ok && Number.isInteger(diskonNumber) && diskonNumber > 0 && diskonNumber <= 100
      ? copy.finalPrice(formatRupiah(discountedPrice(hargaReading.value, diskonNumber)))
      : undefined;

  return (
    <div className="space-y-4">
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
          hint={finalPrice}
          placeholder="0"
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
          {storedKategori && !isKnownKategori(storedKategori) && (
            <option value={storedKategori}>{storedKategori}</option>
          )}
        </SelectField>
        <TextField
          label={copy.fields.jumlah_terjual}
          error={errors.jumlah_terjual}
          placeholder="0"
          {...numeric}
          {...form.register('jumlah_terjual')}
        />
      </div>
      <TextAreaField
        label={copy.fields.deskripsi_produk}
        rows={5}
        hint={adminCopy.produkEditor.deskripsiHint}
        error={errors.deskripsi_produk}
        {...form.register('deskripsi_produk')}
      />
      <PenayanganFieldset
        status={status}
        register={{
          status: form.register('status'),
          tayang_mulai: form.register('tayang_mulai'),
          tayang_sampai: form.register('tayang_sampai'),
        }}
        errors={errors}
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
    </div>
  );
}
