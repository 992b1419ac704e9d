import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A form field's input bound to the form, with its error: what TextField, TextAreaField,
 * SelectField and PasswordField take besides their label, in one spread.
 */
export function registerField<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  name: Path<T>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error };
}

/**
 * The fields of a form labelled as its copy names them (`copy.fields`): `field('nama')` is the
 * label, the bound input and the error of the field `nama`.
 */
export function labelledFields<
  T extends FieldValues,
  C,
  R extends FieldValues,
  L extends Record<string, string>,
>(form: UseFormReturn<T, C, R>, labels: L) {
  return (name: Path<T> & keyof L) => ({ label: labels[name], ...registerField(form, name) });
}
