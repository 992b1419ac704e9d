import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { trpc } from '../../../lib/trpc';
import {
  blankUkuran,
  isBlankUkuran,
  newKey,
  type EditorUkuran,
  type EditorValues,
} from '../../lib/produk-editor-form';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { FormDialog } from '../form-dialog';
import { ProdukPicker, type ProdukChoice } from '../produk-picker';
import { Button } from '../ui';
import { RemoveRowButton, RowField } from './editor-row-field';

// The editor's size table (docs/product.md §5 Editor produk): age and size, and the optional
// measures in cm. The list ends with a blank row; typing into it adds the next one. "Salin tabel
// ukuran dari…" appends another product's rows.

const copy = adminCopy.produkEditor;
const labels = adminCopy.ukuran.fields;
const measures = ['panjang_atasan', 'panjang_tangan', 'panjang_bawahan', 'lingkar_dada'] as const;

export function EditorUkuranSection({
  form,
  canRemoveStored,
  excludeProduk,
}: {
  form: UseFormReturn<EditorValues>;
  canRemoveStored: boolean;
  /** The product being edited: not offered as a source of its own sizes. */
  excludeProduk: number | undefined;
}) {
  const { control, register } = form;
  const rows = useFieldArray({ control, name: 'ukuran', keyName: 'fieldKey' });
  const ukuran = useWatch({ control, name: 'ukuran' });
  const errors = form.formState.errors.ukuran;
  const [copying, setCopying] = useState(false);

  const last = ukuran[ukuran.length - 1];
  useEffect(() => {
    if (!last || !isBlankUkuran(last)) rows.append(blankUkuran(), { shouldFocus: false });
  }, [last, rows]);

  /** Puts copied rows before the blank one at the end. */
  const addRows = (copied: EditorUkuran[]) => {
    const end = ukuran.length - 1;
    if (end >= 0 && ukuran[end] && isBlankUkuran(ukuran[end])) rows.insert(end, copied);
    else rows.append(copied);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">{copy.ukuranIntro}</p>
        <Button tone="secondary" size="sm" onClick={() => setCopying(true)}>
          <Copy className="size-4" aria-hidden="true" />
          {copy.copySizes}
        </Button>
      </div>
      <ol className="space-y-3">
        {rows.fields.map((field, index) => {
          const row = ukuran[index] ?? field;
          const n = index + 1;
          const blank = isBlankUkuran(row);
          const input = (name: keyof EditorUkuran, placeholder?: string) => (
            <RowField
              key={name}
              label={copy.ukuranField(labels[name as keyof typeof labels], n)}
              error={errors?.[index]?.[name]?.message}
              placeholder={placeholder}
              {...register(`ukuran.${index}.${name}` as const)}
            />
          );
          return (
            <li
              key={field.fieldKey}
              className={`grid grid-cols-2 gap-3 rounded-xl border p-3 sm:grid-cols-[repeat(6,minmax(0,1fr))_auto] sm:items-end ${blank ? 'border-dashed border-stone-300' : 'border-stone-200 bg-white'}`}
            >
              {input('usia', blank ? adminCopy.ukuran.usiaPlaceholder : undefined)}
              {input('ukuran', blank ? adminCopy.ukuran.ukuranPlaceholder : undefined)}
              {measures.map((name) => input(name))}
              {!blank && (row.id === undefined || canRemoveStored) && (
                <RemoveRowButton label={copy.removeUkuran(n)} onClick={() => rows.remove(index)} />
              )}
            </li>
          );
        })}
      </ol>
      {copying && (
        <CopySizesDialog
          excludeProduk={excludeProduk}
          onClose={() => setCopying(false)}
          onCopied={addRows}
        />
      )}
    </div>
  );
}

function CopySizesDialog({
  excludeProduk,
  onClose,
  onCopied,
}: {
  excludeProduk: number | undefined;
  onClose: () => void;
  onCopied: (rows: EditorUkuran[]) => void;
}) {
  const [source, setSource] = useState<ProdukChoice>();
  const [busy, setBusy] = useState(false);
  const utils = trpc.useUtils();
  const [missing, setMissing] = useState(false);
  const copySizes = async () => {
    if (!source) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const sizes = await utils.ukuran.list.fetch({ idProduk: source.id, search: '' });
      if (sizes.length === 0) {
        toastFailure(copy.copySizesNone(source.nama_produk));
        return;
      }
      onCopied(
        sizes.map((u) => ({
          key: newKey('u'),
          usia: u.usia,
          ukuran: u.ukuran,
          panjang_atasan: u.panjang_atasan ?? '',
          panjang_tangan: u.panjang_tangan ?? '',
          panjang_bawahan: u.panjang_bawahan ?? '',
          lingkar_dada: u.lingkar_dada ?? '',
        })),
      );
      toastSuccess(copy.copiedSizes(sizes.length, source.nama_produk));
      onClose();
    } catch (failure) {
      toastFailure(adminCopy.common.loadFailed, failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={copy.copySizesTitle}
      dirty={false}
      submitting={busy}
      submitLabel={copy.copySizesAction}
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog sits in the editor's form in React's tree: its submit is not the editor's.
        event.stopPropagation();
        void copySizes();
      }}
      onClose={onClose}
    >
      <p className="text-sm text-stone-600">{copy.copySizesIntro}</p>
      <ProdukPicker
        label={adminCopy.picker.label}
        value={source}
        error={missing ? adminCopy.picker.required : undefined}
        onChange={(choice) => {
          setMissing(false);
          setSource(choice?.id === excludeProduk ? undefined : choice);
        }}
      />
    </FormDialog>
  );
}
