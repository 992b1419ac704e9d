import { BellRing } from 'lucide-react';
import { kabarCellLabel, kabarStokCopy } from '../../shared/kabar-stok';
import { trpc } from '../../lib/trpc';
import { useSite } from '../../lib/site';
import { useMe } from '../lib/me';

// Who waits for a back-in-stock e-mail (docs/product.md §12 Kabar stok), beside the availability
// grid: every admin sees how many per cell ("3 menunggu", in the grid) and in all; the main
// admin can open the list of addresses (personal data, as the mailing CSV is theirs alone).

const t = kabarStokCopy;

/** How many wait per cell, keyed as the grid's cells (`{idWarna or 0}:{idUkuran}`). */
export function useKabarMenunggu(idProduk: number | undefined): Record<string, number> {
  const counts = trpc.kabarStok.waiting.useQuery(
    { idProduk: idProduk ?? 0 },
    { enabled: idProduk !== undefined, staleTime: 0 },
  );
  return Object.fromEntries(
    (counts.data?.cells ?? []).map((c) => [`${c.id_warna ?? 0}:${c.id_ukuran}`, c.jumlah]),
  );
}

/** The main admin's list of who waits for this product; nothing for other admins or when empty. */
export function KabarStokList({ idProduk, total }: { idProduk: number; total: number }) {
  const me = useMe();
  if (!me.isMainAdmin || total === 0) return null;
  return (
    <details className="rounded-xl border border-amber-200 bg-amber-50/60 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-amber-950">
        <BellRing aria-hidden size={16} />
        {t.listShow} ({t.total(total)})
      </summary>
      <KabarStokRows idProduk={idProduk} />
    </details>
  );
}

function KabarStokRows({ idProduk }: { idProduk: number }) {
  const { timeZone } = useSite();
  const list = trpc.kabarStok.list.useQuery({ idProduk }, { staleTime: 0 });
  if (!list.data) {
    return <p className="px-3 pb-3 text-stone-600">{t.listLoading}</p>;
  }
  if (list.data.length === 0) return <p className="px-3 pb-3 text-stone-600">{t.listEmpty}</p>;
  const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone });
  return (
    <ul aria-label={t.listTitle} className="divide-y divide-amber-200 px-3 pb-2">
      {list.data.map((row) => (
        <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
          <span className="min-w-0 font-semibold break-all text-stone-900">{row.email}</span>
          <span className="text-stone-700">
            {kabarCellLabel(row.ukuran, row.usia, row.warna ?? t.noColour)}
          </span>
          <span className="ml-auto text-xs text-stone-600">
            {t.listColumns.since} {date.format(new Date(row.createdAt))}
          </span>
        </li>
      ))}
    </ul>
  );
}
