import { adminCopy, type AdminEntity } from '../../shared/admin-copy';
import type { Trashed } from '../../shared/schemas/sampah';
import { trpc } from '../../lib/trpc';
import { toastFailure, toastSuccess, toastTrashed, toastWrite, type WriteKind } from './toast';

// What every admin write does when it settles: the spec's toast (docs/product.md §8), the lists that show
// the changed rows read again, then what the caller adds (close the form, mark its fields).

type Utils = ReturnType<typeof trpc.useUtils>;

/** The cached data a write of each entity can change. */
const changedBy: Record<AdminEntity, (utils: Utils) => Promise<unknown>[]> = {
  // A product's name, photo and deletion show in the colour, size and testimonial lists too
  // (its colours and sizes go with it; its testimonials lose the link).
  produk: (utils) => [
    utils.produk.invalidate(),
    utils.warna.invalidate(),
    utils.ukuran.invalidate(),
    utils.ketersediaan.invalidate(),
    utils.testimoni.invalidate(),
    utils.stats.invalidate(),
  ],
  // The first photo is the product's photo in the lists.
  foto: (utils) => [utils.foto.invalidate(), utils.produk.invalidate()],
  // A colour's photos and cells go with it.
  warna: (utils) => [
    utils.warna.invalidate(),
    utils.ketersediaan.invalidate(),
    utils.foto.invalidate(),
  ],
  ukuran: (utils) => [utils.ukuran.invalidate(), utils.ketersediaan.invalidate()],
  ketersediaan: (utils) => [utils.ketersediaan.invalidate()],
  testimoni: (utils) => [utils.testimoni.invalidate(), utils.stats.invalidate()],
  faq: (utils) => [utils.faq.invalidate(), utils.stats.invalidate()],
  user: (utils) => [utils.user.invalidate()],
  promo: (utils) => [utils.promo.invalidate(), utils.stats.invalidate()],
  sinonim: (utils) => [utils.sinonim.invalidate()],
  penawaran: (utils) => [utils.penawaran.invalidate()],
  // Which discount applies shows in the product list and editor too.
  diskon: (utils) => [utils.diskon.invalidate(), utils.produk.invalidate()],
  // The shop's name and links show in the admin's frame too.
  pengaturan: (utils) => [utils.site.invalidate()],
};

export function useWriteHandlers(
  entity: AdminEntity,
  kind: WriteKind,
  then: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const utils = trpc.useUtils();
  const undo = useUndoDelete();
  return {
    onSuccess: (data?: unknown) => {
      const trashed = kind === 'deleted' ? trashedOf(data) : undefined;
      if (trashed) {
        // "Batalkan" names the delete, which Riwayat then shows "Dibatalkan".
        toastTrashed(entity, trashed.label, () => void undo(entity, trashed, trashed.tindakan));
        void utils.sampah.invalidate();
      } else {
        toastWrite(entity, kind);
      }
      void Promise.all(changedBy[entity](utils));
      then.onSuccess?.();
    },
    onError: (error: unknown) => {
      toastWrite(entity, kind, error);
      then.onError?.(error);
    },
  };
}

/** The row in Sampah a delete answers (docs/product.md §12), when it went there. */
function trashedOf(data: unknown): Trashed | undefined {
  if (typeof data !== 'object' || data === null || !('sampah' in data)) return undefined;
  return data.sampah as Trashed;
}

/**
 * Restores a row from Sampah ("Batalkan" in the delete's toast, naming the delete's action
 * `membatalkan`; "Pulihkan" on the Sampah page), then reads again the lists it shows in.
 */
export function useUndoDelete() {
  const utils = trpc.useUtils();
  return (entity: AdminEntity, trashed: Pick<Trashed, 'id' | 'label'>, membatalkan?: string) =>
    utils.client.sampah.restore
      .mutate({ id: trashed.id, membatalkan })
      .then(() => {
        toastSuccess(adminCopy.sampah.restored(trashed.label));
        void Promise.all([...changedBy[entity](utils), utils.sampah.invalidate()]);
      })
      .catch((error: unknown) => toastFailure(adminCopy.sampah.restoreFailed, error));
}

/** Reads again what a write of an entity changes, for writes that toast in their own words. */
export function useRefreshAfterWrite() {
  const utils = trpc.useUtils();
  return (entity: AdminEntity) => Promise.all(changedBy[entity](utils));
}

/** What a write's useMutation takes from useWriteHandlers. */
export type WriteHandlers = ReturnType<typeof useWriteHandlers>;
