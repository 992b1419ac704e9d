import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { adminCopy } from '../../shared/admin-copy';
import { warnaImagePath } from '../../shared/images';
import {
  warnaCreateInput,
  warnaUpdateInput,
  type WarnaWithProduk,
} from '../../shared/schemas/warna-write';
import { trpc } from '../../lib/trpc';
import { labelledFields } from '../lib/register-field';
import { requireChoice } from '../lib/require-choice';
import { useUploadProgress } from '../lib/use-upload-progress';
import { TextField } from './form-fields';
import { FormImageField } from './image-field';
import {
  EntityFormDialog,
  ProdukChoiceField,
  useEntityForm,
  type EntityDialogProps,
} from '../kit/entity-form';

// Add and edit a colour (docs/product.md §5): on create a product, a name and a photo
// ('Silakan upload gambar!'); on edit the product is locked and the photo optional.

const copy = adminCopy.warna;

interface WarnaForm {
  id?: number;
  idProduk: number | undefined;
  warna: string;
  file: File | undefined;
}

interface WarnaValues {
  id?: number;
  idProduk?: number;
  warna: string;
  file?: File;
}

const fields = ['idProduk', 'warna', 'file'] as const;

/**
 * The shared schema, reading the form's values (it takes FormData and plain objects alike).
 * With no product chosen it would say the id is invalid; the form asks to choose one instead.
 */
function warnaResolver(schema: ZodType): Resolver<WarnaForm, unknown, WarnaValues> {
  const resolve = zodResolver(schema as unknown as ZodType<WarnaValues, WarnaForm>);
  return requireChoice(resolve, 'idProduk', undefined, adminCopy.picker.required);
}

const createResolver = warnaResolver(warnaCreateInput);
const updateResolver = warnaResolver(warnaUpdateInput);

export function WarnaFormDialog({ editing, onClose }: EntityDialogProps<WarnaWithProduk>) {
  const isNew = editing === 'new';
  const form = useForm<WarnaForm, unknown, WarnaValues>({
    resolver: isNew ? createResolver : updateResolver,
    defaultValues: isNew
      ? { idProduk: undefined, warna: '', file: undefined }
      : { id: editing.id, idProduk: editing.id_produk, warna: editing.warna, file: undefined },
  });
  const upload = useUploadProgress();
  const kit = useEntityForm('warna', editing, form, { copy, fields, onClose });
  const create = trpc.warna.create.useMutation({ ...kit.handlers, ...upload.options });
  const update = trpc.warna.update.useMutation({ ...kit.handlers, ...upload.options });

  const submit = form.handleSubmit((values) => {
    const body = new FormData();
    if (isNew) body.append('idProduk', String(values.idProduk));
    else body.append('id', String(editing.id));
    body.append('warna', values.warna);
    if (values.file) {
      body.append('file', values.file);
      upload.start();
    }
    (isNew ? create : update).mutate(body);
  });
  const field = labelledFields(form, copy.fields);
  return (
    <EntityFormDialog {...kit.dialog} writes={[create, update]} submit={submit}>
      <ProdukChoiceField form={form} label={copy.fields.produk} editing={editing} />
      <TextField {...field('warna')} />
      <FormImageField
        control={form.control}
        name="file"
        label={copy.fields.foto}
        currentSrc={isNew ? undefined : warnaImagePath(editing.id_produk, editing.foto)}
        progress={upload.progress}
      />
    </EntityFormDialog>
  );
}
