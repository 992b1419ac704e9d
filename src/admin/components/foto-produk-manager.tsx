import { GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent as ReactSubmitEvent } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { produkImagePath } from '../../shared/images';
import { FixedWidthImage } from '../../components/shop/responsive-image';
import { FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO } from '../../shared/limits';
import { messages } from '../../shared/messages';
import type { ProdukFoto } from '../../shared/schemas/foto';
import { trpc } from '../../lib/trpc';
import { useMe } from '../lib/me';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import {
  ColourOptions,
  moveAnnouncement,
  PhotoManager,
  PhotoOrderButtons,
  usePhotoUploads,
  type ColourChoice,
  type DragHandleProps,
} from '../kit/photo-manager';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from './confirm-dialog';
import { DialogSheet } from './form-dialog';
import { Badge, Button, LoadingRows } from './ui';

// A product's photos in the list's "Foto" dialog: the kit's photo manager over the stored
// photos, each change saved at once (docs/product.md §5 Foto produk): an alt text and a colour
// on each, saved with the row's button, deletion for the main admin; a move keeps the focus on
// the moved photo's button.

const copy = adminCopy.foto;

interface Props {
  produk: { id: number; nama_produk: string };
}

export function FotoProdukManager({ produk }: Props) {
  const idProduk = produk.id;
  const me = useMe();
  const utils = trpc.useUtils();
  const fotos = trpc.foto.adminByProduk.useQuery({ idProduk });
  const warna = trpc.warna.adminByProduk.useQuery({ idProduk });
  useLoadFailure(adminToast.loadFailed('foto'), fotos.error);
  const list = fotos.data ?? [];
  const colours = (warna.data ?? []).map((w) => ({ value: String(w.id), label: w.warna }));

  const uploads = usePhotoUploads();
  const create = trpc.foto.create.useMutation(uploads.mutationOptions);
  const reorder = trpc.foto.reorder.useMutation();
  const remove = trpc.foto.delete.useMutation(useWriteHandlers('foto', 'deleted'));
  const [colourForNew, setColourForNew] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  /** After a move by a button: which photo's which button gets the focus back. */
  const [refocus, setRefocus] = useState<{ id: number; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!refocus || !listRef.current) return;
    const item = listRef.current.querySelector(`[data-foto="${refocus.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${refocus.action}"]`);
    // A photo moved to the top (or bottom) cannot go further: the other button then.
    const target =
      wanted && !wanted.disabled
        ? wanted
        : item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    target?.focus();
    setRefocus(null);
  }, [refocus, fotos.data]);

  const refresh = () =>
    Promise.all([utils.foto.invalidate(), utils.produk.invalidate()]).catch(() => undefined);

  const uploadFiles = (files: File[]) =>
    uploads.uploadFiles(files, {
      room: MAX_PRODUK_FOTO - list.length,
      send: async (file) => {
        const form = new FormData();
        form.append('idProduk', String(idProduk));
        if (colourForNew) form.append('idWarna', colourForNew);
        form.append('file', file);
        await create.mutateAsync(form);
      },
      onEnd: async (added) => {
        if (added > 0) toastSuccess(copy.uploaded(added));
        await refresh();
      },
    });

  /** Moves the photo at `from` to `to`: shown at once, saved, put back if the save fails. */
  const move = (from: number, to: number, focus?: string) => {
    if (from === to || to < 0 || to >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    utils.foto.adminByProduk.setData({ idProduk }, next);
    setAnnouncement(moveAnnouncement(to, next.length));
    if (focus) setRefocus({ id: moved.id, action: focus });
    reorder.mutate(
      { idProduk, ids: next.map((f) => f.id) },
      {
        onSuccess: (saved) => {
          utils.foto.adminByProduk.setData({ idProduk }, saved);
          void utils.produk.invalidate();
        },
        onError: (error) => {
          toastFailure(copy.orderFailed, error);
          void refresh();
        },
      },
    );
  };

  const askDelete = (foto: ProdukFoto) =>
    setConfirm(
      deleteRequest('foto', deleteDetail.foto(foto.alt), () => remove.mutateAsync({ id: foto.id })),
    );

  return (
    <>
      <PhotoManager
        items={list}
        keyOf={(foto) => foto.id}
        uploading={uploads.uploading}
        onFiles={(files) => void uploadFiles(files)}
        colourForNew={{ colours, value: colourForNew, onChange: setColourForNew }}
        announcement={announcement}
        loading={fotos.isPending && <LoadingRows label={adminCopy.common.loading} />}
        empty={copy.empty}
        listRef={listRef}
        onMove={move}
      >
        {(foto, index, handle) => (
          <FotoRow
            foto={foto}
            index={index}
            total={list.length}
            colours={colours}
            canDelete={me.isMainAdmin}
            onMove={move}
            onDelete={() => askDelete(foto)}
            handle={handle}
          />
        )}
      </PhotoManager>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

/** A photo's picture, its place in the order and the handle it is dragged by. */
function FotoHandle({
  foto,
  index,
  total,
  handle,
}: {
  foto: ProdukFoto;
  index: number;
  total: number;
  handle: DragHandleProps;
}) {
  const src = produkImagePath(foto.foto);
  return (
    <div {...handle} className="flex shrink-0 cursor-grab items-start gap-1 active:cursor-grabbing">
      <GripVertical className="mt-2 size-5 text-stone-400" aria-hidden="true" />
      <figure>
        <FixedWidthImage
          src={src}
          alt={foto.alt}
          width={96}
          height={128}
          draggable={false}
          className="aspect-[3/4] w-24 rounded-lg bg-stone-100 object-cover"
        />
        <figcaption className="mt-1 text-xs text-stone-600">
          {index === 0 ? <Badge tone="brand">{copy.main}</Badge> : copy.position(index + 1, total)}
        </figcaption>
      </figure>
    </div>
  );
}

function FotoRow({
  foto,
  index,
  total,
  colours,
  canDelete,
  onMove,
  onDelete,
  handle,
}: {
  foto: ProdukFoto;
  index: number;
  total: number;
  colours: readonly ColourChoice[];
  canDelete: boolean;
  onMove: (from: number, to: number, focus?: string) => void;
  onDelete: () => void;
  handle: DragHandleProps;
}) {
  const id = useId();
  const n = index + 1;
  const saved = { alt: foto.alt, colour: foto.id_warna === null ? '' : String(foto.id_warna) };
  // The fields show what the server holds until the admin edits them, and again once saved.
  const [draft, setDraft] = useState<typeof saved | null>(null);
  const { alt, colour } = draft ?? saved;
  const edit = (change: Partial<typeof saved>) => setDraft({ alt, colour, ...change });
  const [problem, setProblem] = useState<string>();
  const utils = trpc.useUtils();
  const update = trpc.foto.update.useMutation(useWriteHandlers('foto', 'updated'));
  const changed = alt !== saved.alt || colour !== saved.colour;
  const save = (event: ReactSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = alt.trim();
    if (text === '') {
      setProblem(messages.required(copy.alt));
      return;
    }
    setProblem(undefined);
    update.mutate(
      { id: foto.id, alt: text, idWarna: colour === '' ? null : Number(colour) },
      {
        onSuccess: (row) => {
          utils.foto.adminByProduk.setData({ idProduk: row.id_produk }, (rows) =>
            rows?.map((f) => (f.id === row.id ? row : f)),
          );
          setDraft(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <FotoHandle foto={foto} index={index} total={total} handle={handle} />
      <form noValidate onSubmit={save} className="min-w-0 flex-1 space-y-2">
        <div>
          <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-stone-800">
            {copy.alt}
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            maxLength={FOTO_ALT_MAX_LENGTH}
            onChange={(event) => edit({ alt: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-alt-error` : `${id}-alt-hint`}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
          />
          {problem ? (
            <p
              id={`${id}-alt-error`}
              role="alert"
              className="mt-1 text-sm font-semibold text-red-700"
            >
              {problem}
            </p>
          ) : (
            <p id={`${id}-alt-hint`} className="mt-1 text-xs text-stone-600">
              {copy.altHint}
            </p>
          )}
        </div>
        {colours.length > 0 && (
          <div>
            <label htmlFor={`${id}-warna`} className="block text-sm font-semibold text-stone-800">
              {copy.colour}
            </label>
            <select
              id={`${id}-warna`}
              value={colour}
              onChange={(event) => edit({ colour: event.target.value })}
              className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
            >
              <ColourOptions colours={colours} />
            </select>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            size="sm"
            disabled={!changed || update.isPending}
            aria-label={copy.saveLabel(n)}
          >
            {copy.save}
          </Button>
          <PhotoOrderButtons index={index} total={total} onMove={onMove} />
          {canDelete && (
            <Button
              tone="secondary"
              size="sm"
              className="text-red-700"
              disabled={total <= 1}
              title={total <= 1 ? copy.lastOne : undefined}
              aria-label={copy.deleteLabel(n)}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {adminCopy.common.delete}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/** The manager in a dialog, opened from the product list's "Foto" row action. */
export function FotoProdukDialog({
  produk,
  onClose,
}: {
  produk: { id: number; nama_produk: string };
  onClose: () => void;
}) {
  return (
    <DialogSheet title={copy.title(produk.nama_produk)} width="wide" onDismiss={onClose}>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        <FotoProdukManager produk={produk} />
      </div>
    </DialogSheet>
  );
}
