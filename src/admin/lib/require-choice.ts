import type { FieldError, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * The form's schema resolver, except that a choice left empty (no product picked, no source
 * chosen) is said as required instead of in the schema's words for an invalid value.
 */
export function requireChoice<TForm extends FieldValues, TValues>(
  resolve: Resolver<TForm, unknown, TValues>,
  field: Path<TForm>,
  unchosen: unknown,
  message: string,
): Resolver<TForm, unknown, TValues> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (values[field] === unchosen && errors[field]) {
      errors[field] = { type: 'required', message };
    }
    return result;
  };
}
