import { GripVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { stagedImagePath } from '../../../shared/images';
import { FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO } from '../../../shared/limits';
import { trpc } from '../../../lib/trpc';
import { defaultAlt, isBlankWarna, newKey, type EditorValues } from '../../lib/produk-editor-form';
import {
  ColourOptions,
  moveAnnouncement,
  PhotoManager,
  PhotoOrderButtons,
  usePhotoUploads,
  type DragHandleProps,
} from '../../kit/photo-manager';
import { Badge, Button } from '../ui';

// The editor's photos (docs/product.md §5 Editor produk): the kit's photo manager over the
// form's photos, each uploaded into the staging area as it is chosen, each with its alt text
// (blank: the default shown as its placeholder) and optionally a colour. Nothing is saved
// until the editor is.

const copy = adminCopy.foto;
const editorCopy = adminCopy.produkEditor;

export function EditorFotoSection({
  form,
  canRemoveStored,
  onUploadingChange,
}: {
  form: UseFormReturn<EditorValues>;
  /** Removing a stored photo is a delete: the main admin's. */
  canRemoveStored: boolean;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { control, setValue, getValues } = form;
  const photos = useFieldArray({ control, name: 'foto', keyName: 'fieldKey' });
  const [announcement, setAnnouncement] = useState('');
  const uploads = usePhotoUploads();
  const upload = trpc.produkEditor.upload.useMutation(uploads.mutationOptions);
  const error = form.formState.errors.foto?.root ?? form.formState.errors.foto;

  const uploadFiles = (files: File[]) =>
    uploads.uploadFiles(files, {
      room: MAX_PRODUK_FOTO - getValues('foto').length,
      onStart: () => onUploadingChange(true),
      send: async (file) => {
        const body = new FormData();
        body.append('file', file);
        const staged = await upload.mutateAsync(body);
        photos.append(
          {
            key: newKey('s'),
            berkas: staged.berkas,
            src: stagedImagePath(staged.berkas),
            alt: '',
            warna: '',
            kodeWarna: staged.kodeWarna,
          },
          { shouldFocus: false },
        );
        form.clearErrors('foto');
      },
      onEnd: () => onUploadingChange(false),
    });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.fields.length || from === to) return;
    photos.move(from, to);
    setAnnouncement(moveAnnouncement(to, photos.fields.length));
  };

  const remove = (index: number) => {
    const key = getValues(`foto.${index}.key`);
    photos.remove(index);
    // A colour that showed this photo takes the default again: its marked photo, else the main.
    getValues('warna').forEach((w, i) => {
      if (w.foto.sumber === 'foto' && w.foto.fotoKey === key) {
        setValue(`warna.${i}.foto`, { sumber: 'otomatis' }, { shouldDirty: true });
      }
    });
  };

  return (
    <PhotoManager
      items={photos.fields}
      keyOf={(field) => field.fieldKey}
      uploading={uploads.uploading}
      onFiles={(files) => void uploadFiles(files)}
      error={error?.message}
      announcement={announcement}
      compact
      onMove={move}
    >
      {(field, index, handle) => (
        <EditorFotoRow
          form={form}
          index={index}
          total={photos.fields.length}
          src={field.src}
          removable={field.id === undefined || canRemoveStored}
          handle={handle}
          onMove={move}
          onRemove={() => remove(index)}
        />
      )}
    </PhotoManager>
  );
}

function EditorFotoRow({
  form,
  index,
  total,
  src,
  removable,
  handle,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<EditorValues>;
  index: number;
  total: number;
  src: string;
  removable: boolean;
  handle: DragHandleProps;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { control, register } = form;
  const [nama, foto, warna] = useWatch({ control, name: ['nama_produk', 'foto', 'warna'] });
  const colours = warna
    .filter((w) => !isBlankWarna(w))
    .map((w) => ({ value: w.key, label: w.warna }));
  const n = index + 1;
  const altError = form.formState.errors.foto?.[index]?.alt?.message;
  return (
    <>
      <div {...handle} className="flex flex-none cursor-grab flex-col items-center gap-1">
        <img
          src={src}
          alt=""
          width={80}
          height={100}
          className="h-25 w-20 rounded-lg bg-stone-100 object-cover"
        />
        <GripVertical className="size-4 text-stone-500" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-800">
          {copy.position(n, total)}
          {index === 0 && <Badge tone="brand">{copy.main}</Badge>}
        </p>
        <label className="block text-xs font-semibold text-stone-700">
          {copy.alt}
          <input
            {...register(`foto.${index}.alt`)}
            maxLength={FOTO_ALT_MAX_LENGTH}
            placeholder={editorCopy.fotoAltPlaceholder(
              defaultAlt({ nama_produk: nama, foto, warna }, index),
            )}
            aria-invalid={Boolean(altError) || undefined}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-2 py-1.5 text-sm font-normal"
          />
          {altError && (
            <span role="alert" className="mt-1 block text-sm font-normal text-red-700">
              {altError}
            </span>
          )}
        </label>
        {colours.length > 0 && (
          <label className="block text-xs font-semibold text-stone-700">
            {copy.colour}
            <select
              {...register(`foto.${index}.warna`)}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm font-normal"
            >
              <ColourOptions colours={colours} noneLabel={editorCopy.fotoColourNone} />
            </select>
          </label>
        )}
        <div className="flex flex-wrap gap-1">
          <PhotoOrderButtons index={index} total={total} compact onMove={onMove} />
          {removable && (
            <Button tone="ghost" size="sm" aria-label={editorCopy.removeFoto(n)} onClick={onRemove}>
              <Trash2 className="size-4 text-red-700" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
