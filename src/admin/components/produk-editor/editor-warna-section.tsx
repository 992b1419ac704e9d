import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { stagedImagePath } from '../../../shared/images';
import { ACCEPTED_IMAGE_TYPES } from '../../../shared/limits';
import { trpc } from '../../../lib/trpc';
import {
  autoFotoPlace,
  blankWarna,
  isBlankWarna,
  swatchOf,
  warnaPhotoSrc,
  type EditorValues,
  type EditorWarna,
  type EditorWarnaFoto,
} from '../../lib/produk-editor-form';
import { toastFailure } from '../../lib/toast';
import { imageProblem } from '../image-field';
import { Spinner } from '../ui';
import { RemoveRowButton, RowField } from './editor-row-field';

// The editor's colours (docs/product.md §5 Editor produk): a name, a swatch (the name's known
// colour or the photo's until one is picked) and a photo, either one of the product's photos
// above or one of its own. The list ends with a blank row; typing into it adds the next one.

const copy = adminCopy.produkEditor;

/** The photo select's value for a colour's photo. */
function choiceOf(foto: EditorWarnaFoto): string {
  return foto.sumber === 'foto' ? `foto:${foto.fotoKey}` : foto.sumber;
}

export function EditorWarnaSection({
  form,
  canRemoveStored,
}: {
  form: UseFormReturn<EditorValues>;
  canRemoveStored: boolean;
}) {
  const { control, register, setValue, getValues } = form;
  const rows = useFieldArray({ control, name: 'warna', keyName: 'fieldKey' });
  const [warna, foto] = useWatch({ control, name: ['warna', 'foto'] });
  const errors = form.formState.errors.warna;

  // Always one blank row at the end to type the next colour into.
  const last = warna[warna.length - 1];
  useEffect(() => {
    if (!last || !isBlankWarna(last)) rows.append(blankWarna(), { shouldFocus: false });
  }, [last, rows]);

  const choose = (index: number, value: string) => {
    const current = getValues(`warna.${index}`);
    let next: EditorWarnaFoto;
    if (value.startsWith('foto:')) {
      const fotoKey = value.slice('foto:'.length);
      next = { sumber: 'foto', fotoKey };
      // The photo shows this colour now, so the product page puts it first for it.
      const place = getValues('foto').findIndex((f) => f.key === fotoKey);
      if (place >= 0 && getValues(`foto.${place}.warna`) === '') {
        setValue(`foto.${place}.warna`, current.key, { shouldDirty: true });
      }
    } else if (value === 'tetap' || value === 'berkas') {
      return; // already the chosen one
    } else {
      next = { sumber: 'otomatis' };
    }
    setValue(`warna.${index}.foto`, next, { shouldDirty: true });
    form.clearErrors(`warna.${index}.foto`);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{copy.warnaIntro}</p>
      <ol className="space-y-3">
        {rows.fields.map((field, index) => {
          const row = warna[index] ?? field;
          const n = index + 1;
          const blank = isBlankWarna(row);
          const stored = row.id !== undefined;
          const src = warnaPhotoSrc(row, foto);
          const fotoError = errors?.[index]?.foto?.message;
          const auto = autoFotoPlace(row, foto);
          const nameError = errors?.[index]?.warna?.message;
          return (
            <li
              key={field.fieldKey}
              className={`grid gap-3 rounded-xl border p-3 sm:grid-cols-[1fr_auto_1.4fr_auto] sm:items-end ${blank ? 'border-dashed border-stone-300' : 'border-stone-200 bg-white'}`}
            >
              <RowField
                label={copy.warnaName(n)}
                error={nameError}
                placeholder={blank ? adminCopy.warna.fields.warna : undefined}
                {...register(`warna.${index}.warna`)}
              />
              {!blank && (
                <>
                  <label className="block text-xs font-semibold text-stone-700">
                    {copy.warnaSwatch(n)}
                    <input
                      type="color"
                      value={swatchOf(row, foto)}
                      onChange={(event) =>
                        setValue(`warna.${index}.kode_warna`, event.target.value, {
                          shouldDirty: true,
                        })
                      }
                      className="mt-1 block h-10 w-16 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
                    />
                  </label>
                  <div className="flex items-end gap-2">
                    {src ? (
                      <img
                        src={src}
                        alt=""
                        width={40}
                        height={50}
                        className="h-12.5 w-10 flex-none rounded-md bg-stone-100 object-cover"
                      />
                    ) : null}
                    <label className="block min-w-0 flex-1 text-xs font-semibold text-stone-700">
                      {copy.warnaFoto(n)}
                      <select
                        value={choiceOf(row.foto)}
                        onChange={(event) => choose(index, event.target.value)}
                        aria-invalid={Boolean(fotoError) || undefined}
                        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm font-normal"
                      >
                        <option value="otomatis">
                          {auto
                            ? copy.warnaFotoAuto(auto.place + 1, auto.marked)
                            : copy.warnaFotoAuto(undefined, false)}
                        </option>
                        {row.foto.sumber === 'tetap' && (
                          <option value="tetap">{copy.warnaFotoCurrent}</option>
                        )}
                        {row.foto.sumber === 'berkas' && (
                          <option value="berkas">{copy.warnaFotoOwn}</option>
                        )}
                        {foto.map((f, i) => (
                          <option key={f.key} value={`foto:${f.key}`}>
                            {copy.warnaFotoOption(i + 1)}
                          </option>
                        ))}
                      </select>
                      {fotoError && (
                        <span role="alert" className="mt-1 block text-sm text-red-700">
                          {fotoError}
                        </span>
                      )}
                    </label>
                    <OwnPhotoUpload
                      label={copy.warnaUpload(n)}
                      onStaged={(staged) => {
                        setValue(`warna.${index}.foto`, staged, { shouldDirty: true });
                        form.clearErrors(`warna.${index}.foto`);
                      }}
                    />
                  </div>
                  {!stored || canRemoveStored ? (
                    <RemoveRowButton
                      label={copy.removeWarna(n)}
                      onClick={() => rows.remove(index)}
                    />
                  ) : (
                    <span />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A colour's own photo: uploaded into the staging area at once. */
function OwnPhotoUpload({
  label,
  onStaged,
}: {
  label: string;
  onStaged: (foto: Extract<EditorWarna['foto'], { sumber: 'berkas' }>) => void;
}) {
  const [busy, setBusy] = useState(false);
  const upload = trpc.produkEditor.upload.useMutation();
  return (
    <label
      className="inline-flex min-h-10 flex-none cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-2 text-stone-700 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-stone-50"
      title={label}
    >
      {busy ? <Spinner /> : <ImagePlus className="size-5" aria-hidden="true" />}
      <input
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={label}
        disabled={busy}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const why = imageProblem(file);
          if (why) {
            toastFailure(adminCopy.foto.skipped(file.name, why));
            return;
          }
          const body = new FormData();
          body.append('file', file);
          setBusy(true);
          upload
            .mutateAsync(body)
            .then((staged) =>
              onStaged({
                sumber: 'berkas',
                berkas: staged.berkas,
                src: stagedImagePath(staged.berkas),
                kodeWarna: staged.kodeWarna,
              }),
            )
            .catch((failure: unknown) =>
              toastFailure(adminCopy.foto.uploadFailed(file.name), failure),
            )
            .finally(() => setBusy(false));
        }}
      />
    </label>
  );
}
