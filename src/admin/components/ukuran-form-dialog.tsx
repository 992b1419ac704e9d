import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { adminCopy } from '../../shared/admin-copy';
import type { Ukuran } from '../../shared/schemas/ukuran';
import { ukuranCreateInput, ukuranUpdateInput } from '../../shared/schemas/ukuran-write';
import { trpc } from '../../lib/trpc';
import { labelledFields } from '../lib/register-field';
import { requireChoice } from '../lib/require-choice';
import { TextField } from './form-fields';
import type { ProdukChoice } from './produk-picker';
import {
  EntityFormDialog,
  ProdukChoiceField,
  useEntityForm,
  type EntityDialogProps,
} from '../kit/entity-form';

// The add/edit dialog of a size row (docs/product.md §5): product, usia and ukuran required, the four
// measures optional free text. A row never moves to another product, so editing locks it.

const copy = adminCopy.ukuran;

export type UkuranRow = Ukuran & { nama_produk: string };

interface UkuranForm {
  id?: number;
  idProduk: number | undefined;
  usia: string;
  ukuran: string;
  panjang_atasan: string;
  lingkar_dada: string;
  panjang_tangan: string;
  panjang_bawahan: string;
}
type UkuranValues = z.output<typeof ukuranCreateInput> | z.output<typeof ukuranUpdateInput>;

const measures = ['panjang_atasan', 'lingkar_dada', 'panjang_tangan', 'panjang_bawahan'] as const;
const fields = ['idProduk', 'usia', 'ukuran', ...measures] as const;

/**
 * The shared schema decides (it accepts any input: JSON, FormData, legacy bodies; here it gets
 * the form's values). Only "no product chosen" is said in the picker's own words.
 */
function ukuranResolver(isNew: boolean): Resolver<UkuranForm, unknown, UkuranValues> {
  const schema = (isNew ? ukuranCreateInput : ukuranUpdateInput) as z.ZodType<
    UkuranValues,
    UkuranForm
  >;
  return requireChoice(zodResolver(schema), 'idProduk', undefined, adminCopy.picker.required);
}

export function UkuranFormDialog({
  editing,
  defaultProduk,
  onClose,
}: EntityDialogProps<UkuranRow> & {
  /** The product the list is filtered on: a new row most likely belongs to it. */
  defaultProduk?: ProdukChoice | undefined;
}) {
  const isNew = editing === 'new';
  const form = useForm<UkuranForm, unknown, UkuranValues>({
    resolver: ukuranResolver(isNew),
    defaultValues: isNew
      ? {
          idProduk: defaultProduk?.id,
          usia: '',
          ukuran: '',
          panjang_atasan: '',
          lingkar_dada: '',
          panjang_tangan: '',
          panjang_bawahan: '',
        }
      : {
          id: editing.id,
          idProduk: editing.id_produk,
          usia: editing.usia,
          ukuran: editing.ukuran,
          panjang_atasan: editing.panjang_atasan ?? '',
          lingkar_dada: editing.lingkar_dada ?? '',
          panjang_tangan: editing.panjang_tangan ?? '',
          panjang_bawahan: editing.panjang_bawahan ?? '',
        },
  });
  const kit = useEntityForm('ukuran', editing, form, { copy, fields, onClose });
  const create = trpc.ukuran.create.useMutation(kit.handlers);
  const update = trpc.ukuran.update.useMutation(kit.handlers);
  const submit = form.handleSubmit((values) => {
    if (isNew) create.mutate(values);
    else update.mutate(values);
  });
  const field = labelledFields(form, copy.fields);
  return (
    <EntityFormDialog {...kit.dialog} writes={[create, update]} submit={submit}>
      <ProdukChoiceField
        form={form}
        label={copy.fields.produk}
        editing={editing}
        newDefault={defaultProduk}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField {...field('usia')} placeholder={copy.usiaPlaceholder} />
        <TextField {...field('ukuran')} placeholder={copy.ukuranPlaceholder} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm text-stone-600">{copy.measuresHint}</legend>
        {/* The legend says they are optional; short labels keep two columns on phones. */}
        <div className="grid grid-cols-2 gap-4">
          {measures.map((name) => (
            <TextField key={name} {...field(name)} />
          ))}
        </div>
      </fieldset>
    </EntityFormDialog>
  );
}
