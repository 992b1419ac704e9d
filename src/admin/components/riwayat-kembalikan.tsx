import { useState } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { groupThousands } from '../../shared/price';
import type { RiwayatEntry } from '../../shared/schemas/riwayat';
import { trpc } from '../../lib/trpc';
import { serverMessageOf } from '../lib/errors';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useConfirm } from './confirm-dialog';
import { Button } from './ui';

// "Kembalikan" in a Riwayat entry (docs/product.md §12 Riwayat): a bulk edit, a CSV import, a
// dated discount's start (which ends it) or a revert taken back after a question that names what happens; the server writes it back in one
// transaction or refuses, naming the product and the field, and the refusal stays in the entry.

const copy = adminCopy.riwayat.kembalikan;

/** Whether the entry offers "Kembalikan": a kind Riwayat takes back, not taken back yet. */
export const canRevert = (entry: RiwayatEntry) => entry.jenis !== null && !entry.dibatalkan;

/** How many products the action wrote (its products' own rows, else the products it named). */
function produkCount(entry: RiwayatEntry): number {
  const own = entry.jumlah.filter((j) => j.entitas === 'produk').reduce((n, j) => n + j.n, 0);
  return own > 0 ? own : new Set(entry.baris.map((b) => b.idProduk)).size;
}

/** What the confirmation asks: a discount's start ends it; otherwise the products it writes back. */
function question(entry: RiwayatEntry, when: string): string {
  if (entry.jenis === 'diskon-mulai') return copy.confirmDiskonMulai(when);
  const jenis = copy.jenis[entry.jenis ?? ''] ?? '';
  const n = produkCount(entry);
  return n > 0 ? copy.confirm(groupThousands(n), jenis, when) : copy.confirmNoProduk(jenis, when);
}

/** The page's reverts: `ask(entry, summary)` asks first; `refusal(entry)` is the server's last "no". */
export function useKembalikan(formatInstant: (date: Date) => string) {
  const questions = useConfirm();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const revert = trpc.riwayat.revert.useMutation();
  /** Asks about `entry`, named beneath the question by its line in the list (`summary`). */
  const ask = (entry: RiwayatEntry, summary: string) =>
    questions.ask({
      title: copy.confirmTitle,
      question: `${question(entry, formatInstant(new Date(entry.waktu)))} ${copy.confirmNote}`,
      detail: summary,
      confirmLabel: copy.confirmAction,
      onConfirm: () =>
        revert
          .mutateAsync({ tindakan: entry.tindakan })
          .then(({ count }) => {
            setRefusals(({ [entry.tindakan]: _gone, ...rest }) => rest);
            toastSuccess(
              entry.jenis === 'diskon-mulai'
                ? copy.doneDiskonMulai
                : count > 0
                  ? copy.done(groupThousands(count))
                  : copy.doneNoProduk,
            );
            // Products, colours and marks changed, and the history grew: read them again.
            void utils.invalidate();
          })
          .catch((error: unknown) => {
            const reason = serverMessageOf(error);
            if (reason) setRefusals((shown) => ({ ...shown, [entry.tindakan]: reason }));
            else toastFailure(copy.refusedKind, error);
          }),
    });
  return {
    ask,
    refusal: (entry: RiwayatEntry) => refusals[entry.tindakan],
    dialog: questions.dialog,
  };
}

/** The entry's button and, after a refusal, why nothing was written. */
export function KembalikanAction({
  refusal,
  onRevert,
}: {
  refusal: string | undefined;
  onRevert: () => void;
}) {
  return (
    <div className="space-y-1">
      <Button tone="secondary" size="sm" onClick={onRevert}>
        {copy.button}
      </Button>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}
