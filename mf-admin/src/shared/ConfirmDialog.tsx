import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmDialogProps<Item> {
  /** The item the dialog asks about; null closes it. */
  item: Item | null;
  title: string;
  /** What the confirmation says about the item (kept while the dialog fades out). */
  describe: (item: Item) => ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  /** The button that closes without doing anything ('Annulla'; another word when the action itself is 'Annulla ...'). */
  dismissLabel?: string;
  pending: boolean;
  onConfirm: (item: Item) => void;
  onClose: () => void;
}

/** The admin's one confirmation dialog (delete a product, a category, a message, a backup...). */
export function ConfirmDialog<Item>({
  item,
  title,
  describe,
  confirmLabel = 'Elimina',
  pendingLabel = 'Eliminazione...',
  dismissLabel = 'Annulla',
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps<Item>) {
  // Keep describing the last item while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  return (
    <Dialog
      open={item !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" component="div">
          {shown !== null && describe(shown)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {dismissLabel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={pending}
          onClick={() => item !== null && onConfirm(item)}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
