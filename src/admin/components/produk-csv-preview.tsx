import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { produkEditorPath } from '../../shared/admin-paths';
import type { CsvSel, ProdukCsvApplied, ProdukCsvPreview } from '../../shared/schemas/produk-csv';
import { useSite } from '../../lib/site';
import { fieldLabel, formatValue } from '../lib/riwayat-format';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// What an import would do and what it did (docs/product.md §11 Ekspor dan impor CSV): the
// counts, every error by row and column, every changed cell old → new in the words Riwayat uses
// (money as Rupiah, times on the shop's clock, lists as text), the new products it creates as
// Draf, and after the import a link to each new product's editor.

const copy = adminCopy.produkCsv;

/**
 * A changed cell as the owner reads it: "Harga: Rp 185.000 → Rp 199.000"; a new product's cell
 * (nothing before it) as "Ukuran: S (1-2 tahun)".
 */
function useCellText(): (sel: CsvSel) => string {
  const dateFormat = useShopDateFormat();
  const { timeZone } = useSite();
  const instant = (date: Date) =>
    `${dateFormat.format(date)} ${adminCopy.produk.zoneLabel(timeZone)}`;
  return (sel) => {
    const label = copy.columnLabels[sel.kolom] ?? fieldLabel(sel.kolom);
    const baru = formatValue(sel.kolom, sel.baru, instant).text;
    if (sel.lama === null && sel.kolom in copy.columnLabels) return copy.cellNew(label, baru);
    return copy.cellChange(label, formatValue(sel.kolom, sel.lama, instant).text, baru);
  };
}

export function ImportPreview({ preview }: { preview: ProdukCsvPreview }) {
  const counts = [
    ['baru', preview.baru],
    ['berubah', preview.berubah],
    ['tetap', preview.tetap],
  ] as const;
  const nothing = preview.jumlahGalat === 0 && preview.berubah + preview.baru === 0;
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
      {preview.jumlahGalat > 0 && <ErrorList preview={preview} />}
      {nothing && <p className="text-sm text-stone-700">{copy.nothingToApply}</p>}
      {preview.berubah > 0 && <ChangeList preview={preview} />}
      {preview.baru > 0 && <NewList preview={preview} />}
    </section>
  );
}

/** "… dan 50 kesalahan lain": what a list leaves out (the server lists the first 200). */
function More({
  total,
  listed,
  text,
}: {
  total: number;
  listed: number;
  text: (n: number) => string;
}) {
  return total > listed ? <p className="text-sm text-stone-600">{text(total - listed)}</p> : null;
}

function ErrorList({ preview }: { preview: ProdukCsvPreview }) {
  return (
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
      <More total={preview.jumlahGalat} listed={preview.galat.length} text={copy.moreErrors} />
      {preview.bisaLewati && (
        <p className="text-sm text-stone-700">
          {copy.skipHint(preview.jumlahBaris - preview.barisGalat, preview.barisGalat)}
        </p>
      )}
    </div>
  );
}

/** A product's cells as the preview lists them: "Harga: Rp 185.000 → Rp 199.000". */
function CellLines({ sel }: { sel: CsvSel[] }) {
  const cellText = useCellText();
  return (
    <ul className="ml-4 list-disc break-words text-stone-700">
      {sel.map((cell) => (
        <li key={cell.kolom}>{cellText(cell)}</li>
      ))}
    </ul>
  );
}

function ChangeList({ preview }: { preview: ProdukCsvPreview }) {
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-stone-800">{copy.changesTitle}</h4>
      <ul className="space-y-2 text-sm text-stone-800">
        {preview.perubahan.map((p) => (
          <li key={p.id}>
            <p className="font-semibold">{copy.changeLine(p.baris, p.nama_produk)}:</p>
            <CellLines sel={p.sel} />
          </li>
        ))}
      </ul>
      <More total={preview.berubah} listed={preview.perubahan.length} text={copy.moreChanges} />
    </div>
  );
}

function NewList({ preview }: { preview: ProdukCsvPreview }) {
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-stone-800">{copy.newTitle}</h4>
      <p className="text-sm text-stone-700">{copy.newNote}</p>
      <ul className="space-y-1 text-sm text-stone-800">
        {preview.produkBaru.map((p) => (
          <li key={p.baris}>
            {copy.changeLine(p.baris, p.nama_produk)}
            {p.sel.length > 0 && <CellLines sel={p.sel} />}
          </li>
        ))}
      </ul>
      <More total={preview.baru} listed={preview.produkBaru.length} text={copy.moreNew} />
    </div>
  );
}

/** After the import: what it did, and each new product's editor, where its photos go. */
export function ImportResult({ result }: { result: ProdukCsvApplied }) {
  return (
    <section aria-labelledby="hasil-impor" className="space-y-3">
      <h3 id="hasil-impor" className="text-base font-bold text-stone-900">
        {copy.resultTitle}
      </h3>
      <p className="text-sm text-stone-800" role="status">
        {copy.appliedWithNew(result.berubah, result.baru.length)}
      </p>
      <p className="text-sm text-stone-700">{copy.createdTitle(result.baru.length)}</p>
      <ul className="space-y-1 text-sm">
        {result.baru.map((p) => (
          <li key={p.id}>
            <Link
              to={produkEditorPath(p.id)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {p.nama_produk}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
