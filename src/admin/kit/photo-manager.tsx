import { ArrowDown, ArrowUp, ImagePlus, Star } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type Key, type ReactNode, type Ref } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { ACCEPTED_IMAGE_TYPES, MAX_PRODUK_FOTO } from '../../shared/limits';
import { toastFailure } from '../lib/toast';
import { imageProblem, UploadProgress } from '../components/image-field';
import { Button } from '../components/ui';

// One photo manager for a product's photos (docs/product.md §5 Foto produk), whoever holds
// them: the list's "Foto" dialog saves each change at once, the product editor keeps them in
// its form until it is saved. Both take several photos at once (the file dialog or a drop,
// sent one after another, each its own request with its progress), order them by dragging or
// with the buttons (the keyboard's way; the new place is announced), the first being the main
// photo. What a photo's row holds (alt text, colour, saving, removing) is the holder's.

const copy = adminCopy.foto;

interface Uploading {
  done: number;
  total: number;
  fraction: number;
}

export interface UploadRun {
  /** How many more photos the product may take. */
  room: number;
  /** Sends one file; throws when it fails (toasted with the file's name). */
  send: (file: File) => Promise<void>;
  onStart?: () => void;
  /** After the last file, with how many were added. */
  onEnd?: (added: number) => void | Promise<void>;
}

/**
 * Uploads one file after another with their progress. `mutationOptions` goes to the upload
 * mutation, so its progress reaches the bar.
 */
export function usePhotoUploads() {
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const progress = useRef<(fraction: number) => void>(() => undefined);
  const mutationOptions = {
    trpc: { context: { onUploadProgress: (fraction: number) => progress.current(fraction) } },
  };

  const uploadFiles = async (files: File[], run: UploadRun) => {
    const accepted = files.filter((file) => {
      const why = imageProblem(file);
      if (why) toastFailure(copy.skipped(file.name, why));
      return !why;
    });
    if (accepted.length > run.room) toastFailure(copy.tooMany(Math.max(0, run.room)));
    const sending = accepted.slice(0, Math.max(0, run.room));
    if (sending.length === 0) return;
    run.onStart?.();
    let added = 0;
    for (const [index, file] of sending.entries()) {
      const shown = { done: index + 1, total: sending.length };
      setUploading({ ...shown, fraction: 0 });
      progress.current = (fraction) => setUploading({ ...shown, fraction });
      try {
        await run.send(file);
        added++;
      } catch (failure) {
        toastFailure(copy.uploadFailed(file.name), failure);
      }
    }
    progress.current = () => undefined;
    setUploading(null);
    await run.onEnd?.(added);
  };

  return { uploading, uploadFiles, mutationOptions };
}

/** What is announced when a photo moved to place `to` (0-based) of `total`. */
export const moveAnnouncement = (to: number, total: number) =>
  to === 0 ? copy.madeMain : copy.moved(to + 1, total);

/** What a photo's row spreads on the part that is dragged. */
export interface DragHandleProps {
  draggable: true;
  title: string;
  onDragStart: (event: DragEvent<HTMLDivElement>) => void;
  onDragEnd: () => void;
}

export function PhotoManager<T>({
  items,
  keyOf,
  uploading,
  onFiles,
  colourForNew,
  error,
  announcement,
  loading = false,
  empty,
  listRef,
  compact = false,
  onMove,
  children,
}: {
  items: readonly T[];
  /** The row's React key and what a drag carries. */
  keyOf: (item: T) => Key;
  uploading: Uploading | null;
  onFiles: (files: File[]) => void;
  /** The colour new photos get (the dialog's; the editor's photos take theirs in the row). */
  colourForNew?: { colours: readonly ColourChoice[]; value: string; onChange: (v: string) => void };
  error?: string | undefined;
  announcement: string;
  loading?: ReactNode | false;
  /** Said when there is no photo (else nothing). */
  empty?: string;
  listRef?: Ref<HTMLOListElement>;
  /** The editor's two columns of smaller rows. */
  compact?: boolean;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number, handle: DragHandleProps) => ReactNode;
}) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{copy.intro}</p>
      <UploadZone
        disabled={uploading !== null || items.length >= MAX_PRODUK_FOTO}
        colourForNew={colourForNew}
        onFiles={onFiles}
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
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {loading ||
        (items.length === 0 ? (
          empty && <p className="text-sm text-stone-600">{empty}</p>
        ) : (
          <>
            <p className="text-xs text-stone-600">{copy.dragHint}</p>
            <ol
              ref={listRef}
              aria-label={copy.listLabel}
              className={compact ? 'grid gap-3 lg:grid-cols-2' : 'space-y-3'}
            >
              {items.map((item, index) => (
                <li
                  key={keyOf(item)}
                  data-foto={keyOf(item)}
                  onDragOver={(event) => {
                    if (dragFrom !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    if (dragFrom === null) return;
                    event.preventDefault();
                    onMove(dragFrom, index);
                    setDragFrom(null);
                  }}
                  className={`${compact ? 'flex gap-3 ' : ''}rounded-xl border bg-white p-3 ${dragFrom === index ? 'border-brand-600 opacity-60' : 'border-stone-200'}`}
                >
                  {children(item, index, {
                    draggable: true,
                    title: copy.dragLabel(index + 1),
                    onDragStart: (event) => {
                      setDragFrom(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(keyOf(item)));
                    },
                    onDragEnd: () => setDragFrom(null),
                  })}
                </li>
              ))}
            </ol>
          </>
        ))}
    </div>
  );
}

/**
 * A photo's order buttons: up, down and "Jadikan utama" (not on the main photo). `onMove`'s
 * third argument is which button should hold the focus after the move.
 */
export function PhotoOrderButtons({
  index,
  total,
  compact = false,
  onMove,
}: {
  index: number;
  total: number;
  /** Icons only (the editor's rows), else with their words. */
  compact?: boolean;
  onMove: (from: number, to: number, focus: string) => void;
}) {
  const n = index + 1;
  const tone = compact ? 'ghost' : 'secondary';
  return (
    <>
      <Button
        tone={tone}
        size="sm"
        data-action="up"
        disabled={index === 0}
        aria-label={copy.moveUpLabel(n)}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
        {!compact && copy.moveUp}
      </Button>
      <Button
        tone={tone}
        size="sm"
        data-action="down"
        disabled={index === total - 1}
        aria-label={copy.moveDownLabel(n)}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
        {!compact && copy.moveDown}
      </Button>
      {index > 0 && (
        <Button
          tone={tone}
          size="sm"
          data-action="main"
          aria-label={copy.makeMainLabel(n)}
          onClick={() => onMove(index, 0, 'down')}
        >
          <Star className="size-4" aria-hidden="true" />
          {copy.makeMain}
        </Button>
      )}
    </>
  );
}

export interface ColourChoice {
  value: string;
  label: string;
}

/** A colour select's choices: none (every colour, `noneLabel`), then the product's colours. */
export function ColourOptions({
  colours,
  noneLabel = copy.noColour,
}: {
  colours: readonly ColourChoice[];
  noneLabel?: string;
}) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {colours.map((w) => (
        <option key={w.value} value={w.value}>
          {w.label}
        </option>
      ))}
    </>
  );
}

function UploadZone({
  disabled,
  colourForNew,
  onFiles,
}: {
  disabled: boolean;
  colourForNew:
    { colours: readonly ColourChoice[]; value: string; onChange: (v: string) => void } | undefined;
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
      {colourForNew && colourForNew.colours.length > 0 && (
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800 sm:flex-row sm:items-center sm:gap-3">
          {copy.colourForNew}
          <select
            value={colourForNew.value}
            onChange={(event) => colourForNew.onChange(event.target.value)}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 font-normal"
          >
            <ColourOptions colours={colourForNew.colours} />
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
