import { ArrowDown, ArrowUp, GripVertical, Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { stagedImagePath } from '../../../shared/images';
import { FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO } from '../../../shared/limits';
import { trpc } from '../../../lib/trpc';
import { defaultAlt, isBlankWarna, newKey, type EditorValues } from '../../lib/produk-editor-form';
import { toastFailure } from '../../lib/toast';
import { UploadZone } from '../foto-produk-manager';
import { imageProblem, UploadProgress } from '../image-field';
import { Badge, Button } from '../ui';

// The editor's photos (docs/product.md §5 Editor produk): several picked or dropped at once,
// each uploaded into the staging area as it is chosen (one request each, with progress), then
// ordered by dragging or with the buttons, the first being the main photo, each with its alt
// text (blank: the default shown as its placeholder) and optionally a colour. Nothing is saved
// until the editor is.

const copy = adminCopy.foto;
const editorCopy = adminCopy.produkEditor;

interface Uploading {
  done: number;
  total: number;
  fraction: number;
}

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
  const { control, register, setValue, getValues } = form;
  const photos = useFieldArray({ control, name: 'foto', keyName: 'fieldKey' });
  const [nama, foto, warna] = useWatch({ control, name: ['nama_produk', 'foto', 'warna'] });
  const colours = warna.filter((w) => !isBlankWarna(w));
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const progress = useRef<(fraction: number) => void>(() => undefined);
  const upload = trpc.produkEditor.upload.useMutation({
    trpc: { context: { onUploadProgress: (fraction: number) => progress.current(fraction) } },
  });
  const error = form.formState.errors.foto?.root ?? form.formState.errors.foto;

  const uploadFiles = async (files: File[]) => {
    const accepted = files.filter((file) => {
      const why = imageProblem(file);
      if (why) toastFailure(copy.skipped(file.name, why));
      return !why;
    });
    const room = MAX_PRODUK_FOTO - getValues('foto').length;
    if (accepted.length > room) toastFailure(copy.tooMany(Math.max(0, room)));
    const sending = accepted.slice(0, Math.max(0, room));
    if (sending.length === 0) return;
    onUploadingChange(true);
    for (const [index, file] of sending.entries()) {
      const shown = { done: index + 1, total: sending.length };
      setUploading({ ...shown, fraction: 0 });
      progress.current = (fraction) => setUploading({ ...shown, fraction });
      const body = new FormData();
      body.append('file', file);
      try {
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
      } catch (failure) {
        toastFailure(copy.uploadFailed(file.name), failure);
      }
    }
    progress.current = () => undefined;
    setUploading(null);
    onUploadingChange(false);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.fields.length || from === to) return;
    photos.move(from, to);
    setAnnouncement(to === 0 ? copy.madeMain : copy.moved(to + 1, photos.fields.length));
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
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{copy.intro}</p>
      <UploadZone
        disabled={uploading !== null || photos.fields.length >= MAX_PRODUK_FOTO}
        colours={[]}
        colour=""
        onColour={() => undefined}
        onFiles={(files) => void uploadFiles(files)}
      />
      {uploading && (
        <UploadProgress
          fraction={uploading.fraction}
          label={copy.uploading(
            uploading.done,
            uploading.total,
            Math.round(uploading.fraction * 100),
          )}
        />
      )}
      {error?.message && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error.message}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {photos.fields.length > 0 && (
        <>
          <p className="text-xs text-stone-600">{copy.dragHint}</p>
          <ol aria-label={copy.listLabel} className="grid gap-3 lg:grid-cols-2">
            {photos.fields.map((field, index) => {
              const n = index + 1;
              const stored = field.id !== undefined;
              const altError = form.formState.errors.foto?.[index]?.alt?.message;
              return (
                <li
                  key={field.fieldKey}
                  onDragOver={(event) => {
                    if (dragFrom !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    if (dragFrom === null) return;
                    event.preventDefault();
                    move(dragFrom, index);
                    setDragFrom(null);
                  }}
                  className={`flex gap-3 rounded-xl border bg-white p-3 ${dragFrom === index ? 'border-brand-600 opacity-60' : 'border-stone-200'}`}
                >
                  <div
                    draggable
                    onDragStart={(event) => {
                      setDragFrom(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', field.key);
                    }}
                    onDragEnd={() => setDragFrom(null)}
                    className="flex flex-none cursor-grab flex-col items-center gap-1"
                    title={copy.dragLabel(n)}
                  >
                    <img
                      src={field.src}
                      alt=""
                      width={80}
                      height={100}
                      className="h-25 w-20 rounded-lg bg-stone-100 object-cover"
                    />
                    <GripVertical className="size-4 text-stone-500" aria-hidden="true" />
                  </div>
                  <div className="min-w-0 flex-1 space-y-2">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-800">
                      {copy.position(n, photos.fields.length)}
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
                          <option value="">{editorCopy.fotoColourNone}</option>
                          {colours.map((w) => (
                            <option key={w.key} value={w.key}>
                              {w.warna}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <div className="flex flex-wrap gap-1">
                      <Button
                        tone="ghost"
                        size="sm"
                        disabled={index === 0}
                        aria-label={copy.moveUpLabel(n)}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        tone="ghost"
                        size="sm"
                        disabled={index === photos.fields.length - 1}
                        aria-label={copy.moveDownLabel(n)}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      {index > 0 && (
                        <Button
                          tone="ghost"
                          size="sm"
                          aria-label={copy.makeMainLabel(n)}
                          onClick={() => move(index, 0)}
                        >
                          <Star className="size-4" aria-hidden="true" />
                          {copy.makeMain}
                        </Button>
                      )}
                      {(!stored || canRemoveStored) && (
                        <Button
                          tone="ghost"
                          size="sm"
                          aria-label={editorCopy.removeFoto(n)}
                          onClick={() => remove(index)}
                        >
                          <Trash2 className="size-4 text-red-700" aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
