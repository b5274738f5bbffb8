import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Keeps `target` derived from `source` (the slug or the alt text from the name) for as long as the user
 * has not written `target` himself: it starts automatic only when empty, and becomes automatic again if
 * the user empties it. An existing product's slug is therefore never rewritten by a rename.
 */
export function useAutoFill<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  source: Path<Values>,
  target: Path<Values>,
  derive: (sourceValue: string) => string,
): void {
  const automatic = useRef(form.getValues(target) === '');
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (name === target && type === 'change') automatic.current = values[target] === '';
      if (name === source && automatic.current) {
        form.setValue(target, derive(String(values[source] ?? '')) as PathValue<Values, Path<Values>>, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, source, target, derive]);
}
