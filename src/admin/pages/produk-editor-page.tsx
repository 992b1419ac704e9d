import { ArrowLeft, Copy, ExternalLink, History } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import {
  lihatDiTokoHref,
  PRODUK_LIST_PATH,
  produkEditorPath,
  riwayatHistoryPath,
} from '../../shared/admin-paths';
import type { ProdukEditorDraft } from '../../shared/schemas/produk-editor';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { ProdukEditor } from '../components/produk-editor/produk-editor';
import { StatusPage } from '../components/status-page';
import { Button, buttonClass, LoadingRows, PageHeader, Spinner } from '../components/ui';
import { useMe } from '../lib/me';
import { editorFromData, editorFromDraft, emptyEditor } from '../lib/produk-editor-form';
import { toastFailure } from '../lib/toast';
import { useLoadFailure } from '../lib/use-load-failure';

// /admin/produk/baru and /admin/produk/{id} (docs/product.md §5 Editor produk). A new product
// starts empty, or as a copy of another ("Duplikat" opens this page with the copy in the
// history entry's state, so a reload keeps it).

const copy = adminCopy.produkEditor;

interface EditorState {
  draft?: ProdukEditorDraft;
}

function BackLink() {
  return (
    <Link to={PRODUK_LIST_PATH} className={buttonClass('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.back}
    </Link>
  );
}

export function ProdukEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <NewProdukPage />;
  const number = Number(id);
  if (!/^\d+$/.test(id) || number < 1) {
    return <StatusPage title={copy.notFound} back={adminCopy.notFound.back} />;
  }
  return <EditProdukPage id={number} />;
}

function NewProdukPage() {
  const me = useMe();
  const { timeZone } = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = (location.state as EditorState | null)?.draft;
  return (
    <>
      <PageHeader title={copy.createTitle} intro={copy.intro} action={<BackLink />} />
      <ProdukEditor
        // A new copy is a new editor.
        key={location.key}
        initial={draft ? editorFromDraft(draft, timeZone) : emptyEditor()}
        stored={undefined}
        canRemoveStored={me.isMainAdmin}
        notice={
          draft && (
            <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-stone-800">
              {copy.duplicated(draft.dari.nama_produk)}
            </p>
          )
        }
        onSaved={(saved) => void navigate(produkEditorPath(saved), { replace: true })}
      />
    </>
  );
}

function EditProdukPage({ id }: { id: number }) {
  const me = useMe();
  const { timeZone } = useSite();
  const navigate = useNavigate();
  // Read once as the editor opens, and again only after a save: a refetch would start the
  // editor over while the admin types.
  const data = trpc.produkEditor.byId.useQuery(
    { id },
    { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
  );
  const notFound = data.error?.data?.httpStatus === 404;
  useLoadFailure(adminCopy.common.loadFailed, notFound ? null : data.error);
  // The instant "Lihat di toko" is judged at (the server judges again as it is opened).
  const [now] = useState(() => Date.now());
  const duplicate = trpc.produkEditor.duplicate.useMutation({
    onSuccess: (draft) =>
      void navigate(produkEditorPath('baru'), { state: { draft } satisfies EditorState }),
    onError: (error) => toastFailure(copy.duplicateFailed, error),
  });

  if (notFound) return <StatusPage title={copy.notFound} back={adminCopy.notFound.back} />;
  if (!data.data) return <LoadingRows label={copy.loading} />;
  const { produk } = data.data;
  return (
    <>
      <PageHeader
        title={copy.editTitle(produk.nama_produk)}
        intro={copy.intro}
        action={
          <div className="flex flex-wrap gap-2">
            <BackLink />
            <a
              // Draf, or outside its schedule: the signed preview (the server decides).
              href={lihatDiTokoHref(produk, now)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={adminCopy.produk.viewInShopLabel(produk.nama_produk)}
              className={buttonClass('ghost', 'sm')}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {adminCopy.produk.viewInShop}
            </a>
            {/* The history is the main admin's (the server refuses anyone else). */}
            {me.isMainAdmin && (
              <Link
                to={riwayatHistoryPath('produk', produk.id)}
                aria-label={adminCopy.riwayat.editorLinkLabel}
                className={buttonClass('ghost', 'sm')}
              >
                <History className="size-4" aria-hidden="true" />
                {adminCopy.riwayat.editorLink}
              </Link>
            )}
            <Button
              tone="secondary"
              size="sm"
              aria-label={copy.duplicateLabel(produk.nama_produk)}
              disabled={duplicate.isPending}
              onClick={() => duplicate.mutate({ id: produk.id })}
            >
              {duplicate.isPending ? <Spinner /> : <Copy className="size-4" aria-hidden="true" />}
              {duplicate.isPending ? copy.duplicating : copy.duplicate}
            </Button>
          </div>
        }
      />
      <ProdukEditor
        // Saved: the editor opens again on what is stored now.
        key={data.dataUpdatedAt}
        initial={editorFromData(data.data, timeZone)}
        stored={data.data}
        canRemoveStored={me.isMainAdmin}
        onSaved={() => undefined}
      />
    </>
  );
}
