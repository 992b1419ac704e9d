import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import type { ProdukCsvApplied, ProdukCsvPreview } from '../../shared/schemas/produk-csv';
import { trpc } from '../../lib/trpc';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useConfirm } from './confirm-dialog';
import { CsvDialog } from './produk-csv-dialog';
import { ImportPreview, ImportResult } from './produk-csv-preview';
import { Button, Spinner } from './ui';

// "Impor" on the product list (docs/product.md §11 Ekspor dan impor CSV): a file is checked first
// (a preview that writes nothing: counts, every error by row and column, each changed cell old →
// new, the new products), and "Terapkan" sends the same file with the preview's token, applied in
// one transaction or not at all. With errors the owner may, after a question naming how many rows
// are skipped, apply the rows without errors; new products are then listed with their editors.

const copy = adminCopy.produkCsv;

export function ProdukCsvImport() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden="true" />
        {copy.importButton}
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function formOf(file: File, token?: string, lewati = false): FormData {
  const body = new FormData();
  body.append('file', file);
  if (token) body.append('token', token);
  if (lewati) body.append('lewati', '1');
  return body;
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProdukCsvPreview | null>(null);
  const [result, setResult] = useState<ProdukCsvApplied | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const check = trpc.produkCsv.preview.useMutation();
  const commit = trpc.produkCsv.commit.useMutation();
  const busy = check.isPending || commit.isPending;

  const runCheck = async (chosen: File) => {
    setPreview(null);
    try {
      setPreview(await check.mutateAsync(formOf(chosen)));
    } catch (error) {
      setProblem(serverMessageOf(error) ?? copy.applyFailed);
    }
  };

  const apply = async (lewati: boolean) => {
    if (!file || !preview) return;
    try {
      const applied = await commit.mutateAsync(formOf(file, preview.token, lewati));
      await Promise.all([
        utils.produk.invalidate(),
        utils.warna.invalidate(),
        utils.ketersediaan.invalidate(),
        utils.produkEditor.invalidate(),
      ]);
      if (applied.baru.length === 0) {
        toastSuccess(copy.applied(applied.berubah));
        onClose();
        return;
      }
      // New products stay listed, each a link to its editor (their photos are added there).
      toastSuccess(copy.appliedWithNew(applied.berubah, applied.baru.length));
      setPreview(null);
      setResult(applied);
    } catch (error) {
      if (httpStatusOf(error) === 409) {
        // The catalogue changed since the preview: say so, and show the preview as it is now.
        setProblem(serverMessageOf(error) ?? copy.applyFailed);
        await runCheck(file);
        return;
      }
      toastFailure(copy.applyFailed, error);
    }
  };

  const changes = preview ? preview.berubah + preview.baru : 0;
  const canApply = preview !== null && preview.jumlahGalat === 0 && changes > 0;
  const canSkip = preview !== null && preview.jumlahGalat > 0 && preview.bisaLewati;
  const askSkip = (p: ProdukCsvPreview) =>
    confirm.ask({
      title: copy.skipTitle,
      question: copy.skipQuestion(p.jumlahBaris - p.barisGalat, p.barisGalat),
      detail: copy.skipDetail,
      confirmLabel: copy.skipConfirm,
      onConfirm: () => apply(true),
    });
  return (
    <CsvDialog
      title={copy.importTitle}
      onClose={() => !busy && onClose()}
      wide
      footer={
        <>
          <Button tone="secondary" onClick={onClose} disabled={busy}>
            {preview || result ? copy.close : adminCopy.common.cancel}
          </Button>
          {canSkip && (
            <Button onClick={() => askSkip(preview)} disabled={busy}>
              {copy.applyCorrect}
            </Button>
          )}
          {canApply && (
            <Button onClick={() => void apply(false)} disabled={busy}>
              {commit.isPending && <Spinner />}
              {commit.isPending ? copy.applying : copy.apply}
            </Button>
          )}
        </>
      }
    >
      {result ? (
        <ImportResult result={result} />
      ) : (
        <>
          <p className="text-sm text-stone-700">{copy.importIntro}</p>
          <div className="space-y-1">
            <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
              {copy.fileLabel}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setProblem(null);
                setPreview(null);
                if (chosen) void runCheck(chosen);
              }}
              className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-800"
            />
          </div>
          {check.isPending && (
            <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
              <Spinner /> {copy.checking}
            </p>
          )}
          {problem && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {problem}
            </p>
          )}
          {preview && <ImportPreview preview={preview} />}
        </>
      )}
      {confirm.dialog}
    </CsvDialog>
  );
}
