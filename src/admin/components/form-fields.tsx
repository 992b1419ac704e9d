import {
  useId,
  type ChangeEvent,
  type ComponentProps,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Controller, type FieldPathByValue, type FieldValues, type Control } from 'react-hook-form';
import { typeMoney } from '../lib/money-typing';

// Labelled inputs whose error (from the shared zod schema, or the server's message for the
// field) is shown beside them and announced to screen readers.

const inputClass = (invalid: boolean) =>
  [
    'block w-full rounded-lg border bg-white px-3 py-2 text-stone-900 shadow-sm',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
    invalid ? 'border-red-600' : 'border-stone-300',
  ].join(' ');

/** A field's error: react-hook-form's for the field (a FieldError), or a message of its own. */
export type FieldErrorProp = { message?: string | undefined } | string | undefined;

interface FieldShellProps {
  label: string;
  error?: FieldErrorProp;
  hint?: ReactNode;
  optional?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const id = useId();
  const message = typeof error === 'string' ? error : error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {optional && <span className="ml-1 font-normal text-stone-500">({optional})</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(message) })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

type Common = {
  label: string;
  error?: FieldErrorProp;
  hint?: ReactNode;
  optional?: string;
};

export function TextField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass(invalid)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/**
 * A rupiah amount: the digits are grouped as they are typed ("150.000"), and the form reads the
 * text with the shared parser, so what is shown is what is saved.
 */
export function MoneyField({
  label,
  error,
  hint,
  optional,
  value,
  onChange,
  ...input
}: Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
    value: string;
    onChange: (text: string) => void;
    ref?: Ref<HTMLInputElement>;
  }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const typed = typeMoney(value, field.value, field.selectionStart ?? field.value.length);
    if (typed.text !== field.value) {
      // Set here rather than on the next render, so the caret can be put back beside its digit.
      field.value = typed.text;
      field.setSelectionRange(typed.caret, typed.caret);
    }
    onChange(typed.text);
  };
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-500"
          >
            Rp
          </span>
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`${inputClass(invalid)} pl-10`}
            inputMode="numeric"
            autoComplete="off"
            {...input}
            value={value}
            onChange={change}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** A MoneyField whose text a form keeps (react-hook-form), with the field's error. */
export function FormMoneyField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  ...money
}: {
  control: Control<T, C, R>;
  name: FieldPathByValue<T, string>;
} & Omit<ComponentProps<typeof MoneyField>, 'value' | 'onChange' | 'ref' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <MoneyField {...money} error={fieldState.error} ref={ref} {...field} />
      )}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass(invalid)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass(invalid)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A compact labelled control for list toolbars (search box, filter, sort). */
export function ToolbarField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className="text-xs font-semibold text-stone-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export const toolbarInputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:outline-2 focus:outline-brand-600';
