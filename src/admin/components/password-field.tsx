import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { copy } from '../../shared/copy';
import { FieldShell, type FieldErrorProp } from './form-fields';

/** A password input with a button that shows what was typed (the user form, Akun saya). */
export function PasswordField({
  label,
  hint,
  error,
  autoComplete = 'new-password',
  ...input
}: {
  label: string;
  hint?: string;
  error: FieldErrorProp;
} & InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  const toggle = visible ? copy.login.hidePassword : copy.login.showPassword;
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`block w-full rounded-lg border bg-white py-2 pr-12 pl-3 text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${invalid ? 'border-red-600' : 'border-stone-300'}`}
            {...input}
          />
          <button
            type="button"
            aria-label={toggle}
            title={toggle}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
