import { Trash2 } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { Button } from '../ui';

/** A small labelled input of a colour or size row, its error announced with it. */
export function RowField({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        autoComplete="off"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-stone-300'}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The button that takes a colour or size row out of the editor. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button tone="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4 text-red-700" aria-hidden="true" />
    </Button>
  );
}
