import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { CSV_DIALECTS, type CsvDialect } from '../../shared/schemas/produk-csv';
import type { ProdukStatusFilter } from '../../shared/tayang';
import { trpc } from '../../lib/trpc';
import { downloadFile } from '../lib/download-file';
import { toastFailure, toastSuccess } from '../lib/toast';
import { CsvDialog } from './produk-csv-dialog';
import { Button, Spinner } from './ui';

// "Ekspor" on the product list (docs/product.md §11 Ekspor dan impor CSV): every product, or those the list's filter
// shows, as standard CSV or as Excel in an Indonesian locale opens it.

const copy = adminCopy.produkCsv;

export interface ProdukListFilters {
  search: string;
  kategori: string | undefined;
  status: ProdukStatusFilter | undefined;
}

export function ProdukCsvExport({
  filters,
  filtered,
}: {
  filters: ProdukListFilters;
  /** Whether the list shows a filter now (else "all" is the only choice). */
  filtered: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        <Download className="size-4" aria-hidden="true" />
        {copy.exportButton}
      </Button>
      {open && (
        <ExportDialog filters={filters} filtered={filtered} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function ExportDialog({
  filters,
  filtered,
  onClose,
}: {
  filters: ProdukListFilters;
  filtered: boolean;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [scope, setScope] = useState<'all' | 'filtered'>(filtered ? 'filtered' : 'all');
  const [dialect, setDialect] = useState<CsvDialect>('excel-id');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const input =
        scope === 'filtered'
          ? { ...filters, dialect }
          : { search: '', kategori: undefined, status: undefined, dialect };
      const file = await utils.produkCsv.export.fetch(input, { staleTime: 0 });
      downloadFile(file.filename, file.csv, 'text/csv;charset=utf-8');
      toastSuccess(copy.downloaded(file.jumlah));
      onClose();
    } catch (error) {
      toastFailure(copy.downloadFailed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CsvDialog
      title={copy.exportTitle}
      onClose={onClose}
      footer={
        <>
          <Button tone="secondary" onClick={onClose} disabled={busy}>
            {adminCopy.common.cancel}
          </Button>
          <Button onClick={() => void download()} disabled={busy}>
            {busy && <Spinner />}
            {busy ? copy.downloading : copy.download}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{copy.scopeLegend}</legend>
        <Choice name="cakupan" checked={scope === 'all'} onChoose={() => setScope('all')}>
          {copy.scopeAll}
        </Choice>
        {filtered && (
          <Choice
            name="cakupan"
            checked={scope === 'filtered'}
            onChoose={() => setScope('filtered')}
          >
            {copy.scopeFiltered}
          </Choice>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{copy.dialectLegend}</legend>
        {CSV_DIALECTS.map((d) => (
          <Choice key={d} name="format" checked={dialect === d} onChoose={() => setDialect(d)}>
            {copy.dialect[d]}
          </Choice>
        ))}
      </fieldset>
      <p className="text-sm text-stone-600">{copy.exportNote}</p>
    </CsvDialog>
  );
}

function Choice({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="radio"
        name={name}
        className="size-4 shrink-0 accent-brand-600"
        checked={checked}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}
