import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import type { ProdukCsvPreview } from '../../shared/schemas/produk-csv';
import { trpc } from '../../lib/trpc';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { toastFailure, toastSuccess } from '../lib/toast';
import { CsvDialog } from './produk-csv-dialog';
import { Button, Spinner } from './ui';

// "Impor" on the product list (docs/product.md §11 Ekspor dan impor CSV): a file is checked first (a preview that
// writes nothing: counts, every error by row and column, what will change), and "Terapkan"
// sends the same file with the preview's token, applied in one transaction or not at all.

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

function formOf(file: File, token?: string): FormData {
  const body = new FormData();
  body.append('file', file);
  if (token) body.append('token', token);
  return body;
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProdukCsvPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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

  const apply = async () => {
    if (!file || !preview) return;
    try {
      const result = await commit.mutateAsync(formOf(file, preview.token));
      await Promise.all([
        utils.produk.invalidate(),
        utils.warna.invalidate(),
        utils.ketersediaan.invalidate(),
        utils.produkEditor.invalidate(),
      ]);
      toastSuccess(copy.applied(result.berubah));
      onClose();
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

  const canApply = preview !== null && preview.jumlahGalat === 0 && preview.berubah > 0;
  return (
    <CsvDialog
      title={copy.importTitle}
      onClose={() => !busy && onClose()}
      wide
      footer={
        <>
          <Button tone="secondary" onClick={onClose} disabled={busy}>
            {preview ? copy.close : adminCopy.common.cancel}
          </Button>
          {canApply && (
            <Button onClick={() => void apply()} disabled={busy}>
              {commit.isPending && <Spinner />}
              {commit.isPending ? copy.applying : copy.apply}
            </Button>
          )}
        </>
      }
    >
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
      {preview && <PreviewView preview={preview} />}
    </CsvDialog>
  );
}

function PreviewView({ preview }: { preview: ProdukCsvPreview }) {
  const counts = [
    ['baru', preview.baru],
    ['berubah', preview.berubah],
    ['tetap', preview.tetap],
  ] as const;
  return (
    <section aria-labelledby="pratinjau-impor" className="space-y-4">
      <h3 id="pratinjau-impor" className="text-base font-bold text-stone-900">
        {copy.previewTitle}
      </h3>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(([key, n]) => (
          <div key={key} className="rounded-lg border border-stone-200 px-3 py-2">
            <dt className="text-xs text-stone-600">{copy.counts[key]}</dt>
            <dd className="text-xl font-extrabold text-stone-900" data-testid={`jumlah-${key}`}>
              {n.toLocaleString('id-ID')}
            </dd>
          </div>
        ))}
      </dl>
      {preview.encoding !== 'utf-8' && (
        <p className="text-sm text-stone-700">{copy.readAs[preview.encoding]}</p>
      )}
      {preview.jumlahGalat > 0 ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm font-semibold text-red-800">
            {copy.errorsTitle(preview.jumlahGalat)}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-600">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {copy.errorColumns.baris}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {copy.errorColumns.kolom}
                  </th>
                  <th scope="col" className="py-1">
                    {copy.errorColumns.pesan}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.galat.map((g, i) => (
                  <tr key={i} className="border-t border-stone-100 align-top">
                    <td className="py-1 pr-3 tabular-nums">{g.baris}</td>
                    <td className="py-1 pr-3 font-mono text-xs">{g.kolom}</td>
                    <td className="py-1 text-stone-800">{g.pesan}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.jumlahGalat > preview.galat.length && (
            <p className="text-sm text-stone-600">
              {copy.moreErrors(preview.jumlahGalat - preview.galat.length)}
            </p>
          )}
        </div>
      ) : preview.berubah === 0 ? (
        <p className="text-sm text-stone-700">{copy.nothingToApply}</p>
      ) : (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-stone-800">{copy.changesTitle}</h4>
          <ul className="space-y-1 text-sm text-stone-800">
            {preview.perubahan.map((p) => (
              <li key={p.id}>
                {copy.changeLine(p.baris, p.nama_produk)}:{' '}
                <span className="font-mono text-xs text-stone-600">{p.kolom.join(', ')}</span>
              </li>
            ))}
          </ul>
          {preview.berubah > preview.perubahan.length && (
            <p className="text-sm text-stone-600">
              {copy.moreChanges(preview.berubah - preview.perubahan.length)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
