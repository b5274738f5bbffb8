import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's ref must reach MUI's <input>, not the TextField's root element. */
export function muiField({ ref, ...rest }: UseFormRegisterReturn) {
  return { inputRef: ref, ...rest };
}
