import { copy } from '../../shared/copy';
import type { Ukuran } from '../../shared/schemas/ukuran';
import { ScrollRegion } from './scroll-region';

type Measure = 'panjang_atasan' | 'lingkar_dada' | 'panjang_tangan' | 'panjang_bawahan';

/** Which columns a size chart shows: sleeve and bottom length only if some row has them. */
export function sizeColumns(rows: readonly Ukuran[]): Measure[] {
  const columns: Measure[] = ['panjang_atasan', 'lingkar_dada'];
  if (rows.some((r) => r.panjang_tangan)) columns.push('panjang_tangan');
  if (rows.some((r) => r.panjang_bawahan)) columns.push('panjang_bawahan');
  return columns;
}

/** A measure with its unit, or '-' when the row has none (docs/product.md §2 Product detail). */
export function measureText(value: string | null): string {
  const trimmed = value?.trim();
  return trimmed ? `${trimmed} cm` : '-';
}

export function SizeTable({ rows }: { rows: readonly Ukuran[] }) {
  if (rows.length === 0)
    return <p className="py-6 text-center text-stone-600">{copy.produk.sizeEmpty}</p>;
  const columns = sizeColumns(rows);
  return (
    // Scrolls sideways on a phone.
    <ScrollRegion
      aria-label={copy.produk.sizeGuide}
      className="overflow-x-auto rounded-xl ring-1 ring-stone-200"
    >
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="bg-brand-50 text-brand-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-bold">
              {copy.produk.sizeColumns.usia}
            </th>
            <th scope="col" className="px-3 py-2.5 font-bold">
              {copy.produk.sizeColumns.ukuran}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2.5 font-bold">
                {copy.produk.sizeColumns[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 bg-white">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {row.usia}
              </th>
              <td className="px-3 py-2.5">{row.ukuran}</td>
              {columns.map((c) => (
                <td key={c} className="px-3 py-2.5 whitespace-nowrap">
                  {measureText(row[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
