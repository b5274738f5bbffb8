import { enqueueSnackbar } from 'notistack';
import type { VariantType } from 'notistack';

function show(variant: VariantType, title: string, text?: string): void {
  enqueueSnackbar(
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {text ? <span style={{ display: 'block' }}>{text}</span> : null}
    </span>,
    { variant },
  );
}

/** Toasts with a title and an optional text; relies on the shell's single SnackbarProvider. */
export const notify = {
  success: (title: string, text?: string) => show('success', title, text),
  error: (title: string, text?: string) => show('error', title, text),
  info: (title: string, text?: string) => show('info', title, text),
};
