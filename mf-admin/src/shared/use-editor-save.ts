import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError, notify, serverMessage } from '@vetrina/web-kit';
import { writeErrorText } from '../device/offline-refusal.ts';
import { applyServerIssues } from './server-issues.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

export interface EditorSaveOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Fields a 400 answer's issues are shown under. */
  fields: readonly Path<Values>[];
  save: (input: Output) => Promise<unknown>;
  /** The success toast, e.g. 'Categoria creata'. */
  savedText: string;
  /** The error toast (spec §8); with `toastServerMessage`, only when the server gives no message. */
  errorText: string;
  toastServerMessage?: boolean;
  /** Refreshes the lists and goes back to them; runs after the guard lets navigation through. */
  afterSave: () => Promise<unknown>;
  /** The field a 409 answer (e.g. a slug already taken) is shown under. */
  conflictField?: Path<Values>;
  /** Runs before validation, e.g. to fill an empty slug from the name (spec §5). */
  beforeSubmit?: () => void;
}

/**
 * Saving an admin editor: the mutation, its toasts, server issues under their fields, and the unsaved
 * changes guard released once saved.
 */
export function useEditorSave<Values extends FieldValues, Output>(
  options: EditorSaveOptions<Values, Output>,
) {
  const { form } = options;
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async () => {
      notify.success(options.savedText);
      guard.release();
      await options.afterSave();
    },
    onError: (error) => {
      const message = serverMessage(error, options.errorText);
      notify.error('Errore', options.toastServerMessage ? message : writeErrorText(error, options.errorText));
      applyServerIssues(error, options.fields, (field, text) =>
        form.setError(field, { type: 'server', message: text }),
      );
      if (options.conflictField && isHttpError(error) && error.status === 409)
        form.setError(options.conflictField, { type: 'server', message });
    },
  });
  const saving = mutation.isPending;
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !saving && !mutation.isSuccess);

  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    options.beforeSubmit?.();
    void form.handleSubmit((values) => mutation.mutate(values))();
  };
  return { submit, saving, guardDialog: guard.dialog };
}
