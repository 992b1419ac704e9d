import { useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { KATEGORI, isKnownKategori } from '../../../shared/kategori';
import { parseRupiah } from '../../../shared/money';
import { discountedPrice, formatRupiah } from '../../../shared/price';
import type { EditorValues } from '../../lib/produk-editor-form';
import { labelledFields } from '../../lib/register-field';
import { FormMoneyField, SelectField, TextAreaField, TextField } from '../form-fields';
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
  const [harga, diskon] = useWatch({ control: form.control, name: ['harga', 'diskon'] });
  const hargaReading = parseRupiah(harga);
  const diskonNumber = Number(diskon);
  const finalPrice =
    hargaReading.ok && Number.isInteger(diskonNumber) && diskonNumber > 0 && diskonNumber <= 100
      ? copy.finalPrice(formatRupiah(discountedPrice(hargaReading.value, diskonNumber)))
      : undefined;

  const field = labelledFields(form, copy.fields);
  return (
    <div className="space-y-4">
      <TextField {...field('nama_produk')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormMoneyField control={form.control} name="harga" label={copy.fields.harga} />
        <TextField {...field('diskon')} hint={finalPrice} placeholder="0" {...numeric} />
        <SelectField {...field('kategori')}>
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
        <TextField {...field('jumlah_terjual')} placeholder="0" {...numeric} />
      </div>
      <TextAreaField
        {...field('deskripsi_produk')}
        rows={5}
        hint={adminCopy.produkEditor.deskripsiHint}
      />
      <PenayanganFieldset form={form} />
      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">
          {copy.linksLegend}
          <span className="ml-1 font-normal text-stone-500">({adminCopy.common.optional})</span>
        </legend>
        {links.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
          />
        ))}
        <p className="text-xs text-stone-600">{copy.linkHint}</p>
      </fieldset>
    </div>
  );
}
