import { adminCopy, adminToast } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useSite } from '../../lib/site';
import { useLoadFailure } from '../lib/use-load-failure';
import { toastSuccess } from '../lib/toast';
import { DialogSheet } from './form-dialog';
import { Button, LoadingRows, NewTabButtonLink } from './ui';

// A product's preview link (docs/product.md §11): its page as visitors will see it, even while
// it is Draf, signed and valid for a week. Opened here, or copied to send to someone.

const copy = adminCopy.produk;

export function PratinjauDialog({
  produk,
  note,
  onClose,
}: {
  produk: { id: number; nama_produk: string };
  /** Said above the link (the editor: unsaved changes are not in the preview). */
  note?: string | undefined;
  onClose: () => void;
}) {
  const site = useSite();
  const link = trpc.produk.previewLink.useQuery({ id: produk.id }, { staleTime: 0, gcTime: 0 });
  useLoadFailure(adminToast.loadFailed('produk'), link.error);
  const url = link.data && `${site.publicUrl}${link.data.path}`;
  const until =
    link.data &&
    `${new Intl.DateTimeFormat('id-ID', {
      timeZone: site.timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(link.data.berlakuSampai))} ${copy.zoneLabel(site.timeZone)}`;
  return (
    <DialogSheet title={copy.pratinjauTitle(produk.nama_produk)} onDismiss={onClose}>
      <div className="space-y-4 px-5 py-4">
        {note && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-stone-800">
            {note}
          </p>
        )}
        {url && until ? (
          <>
            <p className="text-sm text-stone-700">{copy.pratinjauIntro(until)}</p>
            <label className="block text-sm font-semibold text-stone-800">
              {copy.pratinjauLinkLabel}
              <input
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 font-mono text-xs text-stone-800"
              />
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                tone="secondary"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(url)
                    .then(() => toastSuccess(copy.pratinjauCopied))
                }
              >
                {copy.pratinjauCopy}
              </Button>
              <NewTabButtonLink href={url} tone="primary">
                {copy.pratinjauOpen}
              </NewTabButtonLink>
            </div>
          </>
        ) : (
          <LoadingRows label={copy.pratinjauLoading} />
        )}
      </div>
    </DialogSheet>
  );
}
