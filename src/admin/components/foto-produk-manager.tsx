import * as Dialog from '@radix-ui/react-dialog';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type SubmitEvent as ReactSubmitEvent,
} from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, produkImagePath } from '../../shared/images';
import { ACCEPTED_IMAGE_TYPES, FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO } from '../../shared/limits';
import { messages } from '../../shared/messages';
import type { ProdukFoto } from '../../shared/schemas/foto';
import type { Warna } from '../../shared/schemas/warna';
import { trpc } from '../../lib/trpc';
import { useMe } from '../lib/me';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from './confirm-dialog';
import { useFocusReturn } from './dialog-focus';
import { DialogHeader } from './form-dialog';
import { imageProblem, UploadProgress } from './image-field';
import { Badge, Button, LoadingRows } from './ui';

// A product's photos (docs/product.md §5 Foto produk), self-contained so it can sit in any
// product screen: several uploaded at once (the file dialog or a drop, sent one after another,
// each its own request as every upload is), reordered by dragging or with the buttons (the
// keyboard's way: focus stays on the moved photo and the new place is announced), the first
// being the main photo, an alt text and a colour on each, and deletion for the main admin.

const copy = adminCopy.foto;

interface Uploading {
  done: number;
  total: number;
  fraction: number;
}

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

  const [uploading, setUploading] = useState<Uploading | null>(null);
  const progress = useRef<(fraction: number) => void>(() => undefined);
  const create = trpc.foto.create.useMutation({
    trpc: { context: { onUploadProgress: (fraction: number) => progress.current(fraction) } },
  });
  const reorder = trpc.foto.reorder.useMutation();
  const remove = trpc.foto.delete.useMutation(useWriteHandlers('foto', 'deleted'));
  const [colourForNew, setColourForNew] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
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

  const uploadFiles = async (files: File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      const why = imageProblem(file);
      if (why) toastFailure(copy.skipped(file.name, why));
      else accepted.push(file);
    }
    const room = MAX_PRODUK_FOTO - list.length;
    if (accepted.length > room) toastFailure(copy.tooMany(Math.max(0, room)));
    const sending = accepted.slice(0, Math.max(0, room));
    if (sending.length === 0) return;
    let added = 0;
    for (const [index, file] of sending.entries()) {
      setUploading({ done: index + 1, total: sending.length, fraction: 0 });
      progress.current = (fraction) =>
        setUploading({ done: index + 1, total: sending.length, fraction });
      const form = new FormData();
      form.append('idProduk', String(idProduk));
      if (colourForNew) form.append('idWarna', colourForNew);
      form.append('file', file);
      try {
        await create.mutateAsync(form);
        added++;
      } catch (error) {
        toastFailure(copy.uploadFailed(file.name), error);
      }
    }
    progress.current = () => undefined;
    setUploading(null);
    if (added > 0) toastSuccess(copy.uploaded(added));
    await refresh();
  };

  /** Moves the photo at `from` to `to`: shown at once, saved, put back if the save fails. */
  const move = (from: number, to: number, focus?: string) => {
    if (from === to || to < 0 || to >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    utils.foto.adminByProduk.setData({ idProduk }, next);
    setAnnouncement(to === 0 ? copy.madeMain : copy.moved(to + 1, next.length));
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
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{copy.intro}</p>
      <UploadZone
        disabled={uploading !== null || list.length >= MAX_PRODUK_FOTO}
        colours={warna.data ?? []}
        colour={colourForNew}
        onColour={setColourForNew}
        onFiles={(files) => void uploadFiles(files)}
      />
      {uploading && (
        <UploadProgress
          fraction={uploading.fraction}
          label={copy.uploading(
            uploading.done,
            uploading.total,
            Math.round(uploading.fraction * 100),
          )}
        />
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {fotos.isPending ? (
        <LoadingRows label={adminCopy.common.loading} />
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <>
          <p className="text-xs text-stone-600">{copy.dragHint}</p>
          <ol ref={listRef} aria-label={copy.listLabel} className="space-y-3">
            {list.map((foto, index) => (
              <li
                key={foto.id}
                data-foto={foto.id}
                onDragOver={(event) => {
                  if (dragFrom !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  move(dragFrom, index);
                  setDragFrom(null);
                }}
                className={`rounded-xl border bg-white p-3 ${dragFrom === index ? 'border-brand-600 opacity-60' : 'border-stone-200'}`}
              >
                <FotoRow
                  foto={foto}
                  index={index}
                  total={list.length}
                  colours={warna.data ?? []}
                  canDelete={me.isMainAdmin}
                  onMove={move}
                  onDelete={() => askDelete(foto)}
                  onDragStart={(event) => {
                    setDragFrom(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(foto.id));
                  }}
                  onDragEnd={() => setDragFrom(null)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

export function UploadZone({
  disabled,
  colours,
  colour,
  onColour,
  onFiles,
}: {
  disabled: boolean;
  colours: Warna[];
  colour: string;
  onColour: (colour: string) => void;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    // Only files: a photo of the list dragged here is not an upload.
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div className="space-y-2">
      {colours.length > 0 && (
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800 sm:flex-row sm:items-center sm:gap-3">
          {copy.colourForNew}
          <select
            value={colour}
            onChange={(event) => onColour(event.target.value)}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 font-normal"
          >
            <ColourOptions colours={colours} />
          </select>
        </label>
      )}
      <label
        htmlFor={id}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-brand-600 ${
          dragging
            ? 'border-brand-600 bg-brand-50'
            : 'border-stone-300 bg-stone-50 hover:bg-stone-100'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <ImagePlus className="size-6 text-brand-600" aria-hidden="true" />
        <span className="font-semibold text-stone-800">{copy.drop}</span>
        <span id={`${id}-hint`} className="text-xs text-stone-600">
          {copy.hint(MAX_PRODUK_FOTO)}
        </span>
        <input
          id={id}
          type="file"
          multiple
          disabled={disabled}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={copy.pickLabel}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
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
  onDragStart,
  onDragEnd,
}: {
  foto: ProdukFoto;
  index: number;
  total: number;
  colours: Warna[];
  canDelete: boolean;
  onMove: (from: number, to: number, focus?: string) => void;
  onDelete: () => void;
  onDragStart: (event: DragEvent<HTMLDivElement>) => void;
  onDragEnd: () => void;
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
  const src = produkImagePath(foto.foto);

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
      <div
        draggable
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        title={copy.dragLabel(n)}
        className="flex shrink-0 cursor-grab items-start gap-1 active:cursor-grabbing"
      >
        <GripVertical className="mt-2 size-5 text-stone-400" aria-hidden="true" />
        <figure>
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="96px"
            alt={foto.alt}
            width={96}
            height={128}
            draggable={false}
            className="aspect-[3/4] w-24 rounded-lg bg-stone-100 object-cover"
          />
          <figcaption className="mt-1 text-xs text-stone-600">
            {index === 0 ? <Badge tone="brand">{copy.main}</Badge> : copy.position(n, total)}
          </figcaption>
        </figure>
      </div>
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
          <Button
            tone="secondary"
            size="sm"
            data-action="up"
            disabled={index === 0}
            aria-label={copy.moveUpLabel(n)}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            {copy.moveUp}
          </Button>
          <Button
            tone="secondary"
            size="sm"
            data-action="down"
            disabled={index === total - 1}
            aria-label={copy.moveDownLabel(n)}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
            {copy.moveDown}
          </Button>
          {index > 0 && (
            <Button
              tone="secondary"
              size="sm"
              data-action="main"
              aria-label={copy.makeMainLabel(n)}
              onClick={() => onMove(index, 0, 'down')}
            >
              <Star className="size-4" aria-hidden="true" />
              {copy.makeMain}
            </Button>
          )}
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
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader title={copy.title(produk.nama_produk)} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            <FotoProdukManager produk={produk} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A colour select's choices: none (every colour), then the product's colours. */
function ColourOptions({ colours }: { colours: readonly { id: number; warna: string }[] }) {
  return (
    <>
      <option value="">{copy.noColour}</option>
      {colours.map((w) => (
        <option key={w.id} value={w.id}>
          {w.warna}
        </option>
      ))}
    </>
  );
}
