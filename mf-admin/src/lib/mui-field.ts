import type { ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** react-hook-form's ref must reach MUI's <input>, not the TextField's root element. */
export function muiField({ ref, ...rest }: UseFormRegisterReturn) {
  return { inputRef: ref, ...rest };
}

/**
 * A registered TextField with its error state: the field's message, or `help` while it is valid.
 * `textFieldOf(form)('name', 'Facoltativo.')` spreads onto `<TextField>`.
 */
export function textFieldOf<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  return (name: Path<Values>, help?: ReactNode) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return {
      ...muiField(form.register(name)),
      error: !!error,
      helperText: error?.message ?? help,
    };
  };
}
