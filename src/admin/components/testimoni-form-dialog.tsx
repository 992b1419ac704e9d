import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { adminCopy } from '../../shared/admin-copy';
import { testimoniImagePath } from '../../shared/images';
import { TESTIMONI_SOURCES, type TestimoniSource } from '../../shared/limits';
import { messages } from '../../shared/messages';
import type { Testimoni } from '../../shared/schemas/testimoni';
import { testimoniCreateInput, testimoniUpdateInput } from '../../shared/schemas/testimoni-write';
import { trpc } from '../../lib/trpc';
import { requireChoice } from '../lib/require-choice';
import { labelledFields } from '../lib/register-field';
import { useUploadProgress } from '../lib/use-upload-progress';
import { ChoiceOptions } from './choice-options';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { FormImageField, UploadProgress } from './image-field';
import { ProdukPicker, type ProdukChoice } from './produk-picker';
import { EntityFormDialog, useEntityForm, type EntityDialogProps } from '../kit/entity-form';

// The add/edit dialog of a testimonial (docs/product.md §5): photo required when adding, optional when
// editing; buyer, words and source required; the product it is about optional (docs/architecture.md §7: the
// form sends id_produk). Sent as FormData, with a progress bar while the photo uploads.

const copy = adminCopy.testimoni;

interface TestimoniForm {
  id?: number;
  file: File | undefined;
  nama_pembeli: string;
  deskripsi_testimoni: string;
  sumber_testimoni: TestimoniSource | '';
  id_produk: number | undefined;
}
type TestimoniValues =
  z.output<typeof testimoniCreateInput> | z.output<typeof testimoniUpdateInput>;

const fields = [
  'file',
  'nama_pembeli',
  'deskripsi_testimoni',
  'sumber_testimoni',
  'id_produk',
] as const;

/**
 * The shared schema decides (it accepts any input: FormData, JSON, legacy bodies; here it gets
 * the form's values). An unchosen source is "wajib", not "must be one of".
 */
function testimoniResolver(isNew: boolean): Resolver<TestimoniForm, unknown, TestimoniValues> {
  const schema = (isNew ? testimoniCreateInput : testimoniUpdateInput) as z.ZodType<
    TestimoniValues,
    TestimoniForm
  >;
  const required = messages.required(copy.fields.sumber_testimoni);
  return requireChoice(zodResolver(schema), 'sumber_testimoni', '', required);
}

function toFormData(values: TestimoniValues): FormData {
  const data = new FormData();
  if ('id' in values) data.set('id', String(values.id));
  data.set('nama_pembeli', values.nama_pembeli);
  data.set('deskripsi_testimoni', values.deskripsi_testimoni);
  data.set('sumber_testimoni', values.sumber_testimoni);
  // No id_produk: not linked (on edit this removes the link).
  if (values.id_produk !== undefined) data.set('id_produk', String(values.id_produk));
  if (values.file) data.set('file', values.file);
  return data;
}

/** The linked product's name for the picker; until it arrives, its number. */
function useLinkedProduk(idProduk: number | null) {
  const byId = trpc.produk.adminById.useQuery(
    { id: idProduk ?? 0 },
    { enabled: idProduk !== null, retry: false, staleTime: Infinity },
  );
  if (idProduk === null) return undefined;
  return { id: idProduk, nama_produk: byId.data?.nama_produk ?? copy.produkRef(idProduk) };
}

export function TestimoniFormDialog({ editing, onClose }: EntityDialogProps<Testimoni>) {
  const isNew = editing === 'new';
  const linked = useLinkedProduk(isNew ? null : editing.id_produk);
  // undefined: still the product the row was linked to; null: none.
  const [picked, setPicked] = useState<ProdukChoice | null>();
  const produk = picked === undefined ? linked : (picked ?? undefined);
  const upload = useUploadProgress();
  const form = useForm<TestimoniForm, unknown, TestimoniValues>({
    resolver: testimoniResolver(isNew),
    defaultValues: isNew
      ? {
          file: undefined,
          nama_pembeli: '',
          deskripsi_testimoni: '',
          sumber_testimoni: '',
          id_produk: undefined,
        }
      : {
          id: editing.id,
          file: undefined,
          nama_pembeli: editing.nama_pembeli,
          deskripsi_testimoni: editing.deskripsi_testimoni,
          sumber_testimoni: editing.sumber_testimoni,
          id_produk: editing.id_produk ?? undefined,
        },
  });
  const kit = useEntityForm('testimoni', editing, form, { copy, fields, onClose });
  const create = trpc.testimoni.create.useMutation({ ...kit.handlers, ...upload.options });
  const update = trpc.testimoni.update.useMutation({ ...kit.handlers, ...upload.options });
  const submit = form.handleSubmit((values) => {
    // Sent as FormData even without a photo, so every save shows the bar.
    upload.start();
    if (isNew) create.mutate(toFormData(values));
    else update.mutate(toFormData(values));
  });
  const { errors } = form.formState;
  const field = labelledFields(form, copy.fields);
  return (
    <EntityFormDialog
      {...kit.dialog}
      writes={[create, update]}
      submit={submit}
      wide
      footer={upload.progress !== undefined && <UploadProgress fraction={upload.progress} />}
    >
      <FormImageField
        control={form.control}
        name="file"
        label={copy.fields.foto_testimoni}
        currentSrc={isNew ? undefined : testimoniImagePath(editing.foto_testimoni)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('nama_pembeli')} autoComplete="off" />
        <SelectField {...field('sumber_testimoni')}>
          <ChoiceOptions none={copy.chooseSumber} values={TESTIMONI_SOURCES} labels={copy.sumber} />
        </SelectField>
      </div>
      <Controller
        control={form.control}
        name="id_produk"
        render={({ field }) => (
          <div className="space-y-1">
            {/* With a product linked, the picker's own button offers another product
                ("Ganti produk"); removing the link is a button of its own below. */}
            <ProdukPicker
              label={copy.fields.produk}
              {...(!produk && { noneLabel: adminCopy.picker.optionalNone })}
              value={produk}
              error={errors.id_produk?.message}
              onChange={(choice) => {
                setPicked(choice ?? null);
                field.onChange(choice?.id);
              }}
            />
            <p className="text-xs text-stone-600">{copy.produkHint}</p>
            {produk && (
              <button
                type="button"
                className="rounded text-sm font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => {
                  setPicked(null);
                  field.onChange(undefined);
                }}
              >
                {copy.unlinkProduk}
              </button>
            )}
          </div>
        )}
      />
      <TextAreaField {...field('deskripsi_testimoni')} rows={5} />
    </EntityFormDialog>
  );
}
