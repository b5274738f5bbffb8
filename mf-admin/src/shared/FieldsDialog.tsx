import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface FieldsDialogProps {
  open: boolean;
  /** The title's id, which names the dialog (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** What the dialog does, above its fields. */
  text: ReactNode;
  maxWidth: 'xs' | 'sm';
  /** While true, the dialog cannot be closed (its request is under way). */
  pending?: boolean;
  /** The button that closes without doing anything. */
  closeLabel?: string;
  onClose: () => void;
  /** The dialog's own button, after the close button. */
  action: ReactNode;
  /** When given, the dialog is a form sent by this (its action is then a submit button). */
  onSubmit?: (event: FormEvent) => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The admin's dialog that asks for a few fields before acting (send a quote, mark as shipped, export a
 * period, name a passkey): title, what it does, the fields, then the close button and the action.
 */
export function FieldsDialog({
  open,
  titleId,
  title,
  text,
  maxWidth,
  pending = false,
  closeLabel = 'Chiudi',
  onClose,
  action,
  onSubmit,
  children,
}: FieldsDialogProps) {
  const parts = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} sx={{ minHeight: 44 }}>
          {closeLabel}
        </Button>
        {action}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {parts}
        </form>
      ) : (
        parts
      )}
    </Dialog>
  );
}
