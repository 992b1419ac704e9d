import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../shared/limits';
import { messages } from '../../shared/messages';

// Picking a photo: drag and drop or the file dialog, a preview before anything is sent, and
// the size/type refused at once (the server checks the bytes again and answers 413/415).

export interface ImageFieldProps {
  label: string;
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The photo the row has now (edit forms). */
  currentSrc?: string | undefined;
  error?: string | undefined;
  /** 0..1 while uploading. */
  progress?: number | undefined;
}

/** An ImageField whose file a form keeps (react-hook-form), with the field's error. */
export function FormImageField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  ...image
}: {
  control: Control<T, C, R>;
  name: FieldPathByValue<T, File | undefined>;
} & Omit<ImageFieldProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          {...image}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Why `file` cannot be uploaded, or undefined when it can. */
export function imageProblem(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return messages.imageUnsupported;
  }
  if (file.size > MAX_UPLOAD_BYTES) return messages.imageTooLarge;
  return undefined;
}

export function ImageField({
  label,
  value,
  onChange,
  currentSrc,
  error,
  progress,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = imageProblem(file);
    setProblem(why);
    onChange(why ? undefined : file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const message = problem ?? error;
  const shown = preview ?? currentSrc;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-stone-800">{label}</span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {shown && (
          <figure className="shrink-0">
            <img
              src={shown}
              alt=""
              className="size-28 rounded-xl border border-stone-200 bg-stone-100 object-cover"
            />
            <figcaption className="mt-1 text-xs text-stone-600">
              {preview ? adminCopy.image.chosen : adminCopy.image.current}
            </figcaption>
          </figure>
        )}
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-h-28 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-brand-600 ${
            dragging
              ? 'border-brand-600 bg-brand-50'
              : message
                ? 'border-red-600 bg-red-50'
                : 'border-stone-300 bg-stone-50 hover:bg-stone-100'
          }`}
        >
          <ImagePlus className="size-6 text-brand-600" aria-hidden="true" />
          <span className="font-semibold text-stone-800">{adminCopy.image.drop}</span>
          <span id={hintId} className="text-xs text-stone-600">
            {adminCopy.image.hint}
            {currentSrc && <> {adminCopy.image.keepCurrent}</>}
          </span>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-label={label}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            aria-invalid={message ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {value && progress === undefined && (
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline"
          onClick={() => onChange(undefined)}
        >
          {adminCopy.image.remove}
        </button>
      )}
      {progress !== undefined && <UploadProgress fraction={progress} />}
      {message && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function UploadProgress({ fraction, label }: { fraction: number; label?: string }) {
  const percent = Math.round(fraction * 100);
  const text = label ?? adminCopy.image.uploading(percent);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={text}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-600">{text}</p>
    </div>
  );
}
