import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { passkeyRenameSchema } from '@vetrina/contracts';
import { FieldsDialog } from '../../shared/FieldsDialog.tsx';

interface PasskeyNameDialogProps {
  open: boolean;
  title: string;
  text: string;
  initialName: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failure of the last try, shown above the field. */
  failure: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a passkey's name ('Aggiungi passkey' and 'Rinomina'), checked like the server checks it. */
export function PasskeyNameDialog(props: PasskeyNameDialogProps) {
  const { open, pending, onClose } = props;
  const [name, setName] = useState(props.initialName);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(props.initialName);
      setInvalid(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyRenameSchema.safeParse({ name });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Nome non valido');
    setInvalid(null);
    props.onSubmit(parsed.data.name);
  };

  return (
    <FieldsDialog
      open={open}
      titleId="passkey-name-title"
      title={props.title}
      text={props.text}
      maxWidth="xs"
      pending={pending}
      closeLabel="Annulla"
      onClose={onClose}
      onSubmit={submit}
      action={
        <Button type="submit" variant="contained" disabled={pending} sx={{ minHeight: 44 }}>
          {pending ? props.pendingLabel : props.submitLabel}
        </Button>
      }
    >
      {props.failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {props.failure}
        </Alert>
      )}
      <TextField
        label="Nome della passkey"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={invalid !== null}
        helperText={invalid ?? 'Per riconoscerla, ad esempio «Telefono di Anna».'}
        disabled={pending}
        autoFocus
        fullWidth
      />
    </FieldsDialog>
  );
}
