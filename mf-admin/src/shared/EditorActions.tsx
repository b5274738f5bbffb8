import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';

export interface EditorActionsProps {
  /** Where 'Annulla' goes back to (the list). */
  cancelTo: string;
  saving: boolean;
  /** While a picture uploads, saving would store the old one. */
  uploading?: boolean;
  /** The submit button's text, e.g. 'Crea Categoria' or 'Aggiorna Categoria'. */
  submitText: string;
}

/** 'Annulla' and the submit button of an admin editor, 'Salvataggio...' while saving. */
export function EditorActions({ cancelTo, saving, uploading = false, submitText }: EditorActionsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={cancelTo} disabled={saving} sx={{ minHeight: 44 }}>
        Annulla
      </Button>
      <Button type="submit" variant="contained" disabled={saving || uploading} sx={{ minHeight: 44 }}>
        {saving ? 'Salvataggio...' : submitText}
      </Button>
    </Stack>
  );
}
