import { Link as RouterLink } from 'react-router';
import { Button, IconButton, Tooltip } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';

/** 44 px: the smallest comfortable touch target on the owner's phone. */
const TOUCH = { width: 44, height: 44 } as const;

export interface RowActionsProps {
  /** The item's name, read out by screen readers after the action ("Modifica Bavaglini"). */
  name: string;
  /** The public page of the item, opened in a new tab. */
  publicHref: string;
  editTo: string;
  onDelete: () => void;
}

/** The view / edit / delete icon buttons of a catalogue list row or card. */
export function RowActions({ name, publicHref, editTo, onDelete }: RowActionsProps) {
  return (
    <>
      <Tooltip describeChild title="Visualizza la pagina pubblica">
        <IconButton
          component="a"
          href={publicHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Visualizza ${name}`}
          sx={TOUCH}
        >
          <OpenInNew aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip describeChild title="Modifica">
        <IconButton component={RouterLink} to={editTo} aria-label={`Modifica ${name}`} sx={TOUCH}>
          <EditOutlined aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip describeChild title="Elimina">
        <IconButton color="error" onClick={onDelete} aria-label={`Elimina ${name}`} sx={TOUCH}>
          <DeleteOutline aria-hidden />
        </IconButton>
      </Tooltip>
    </>
  );
}

export interface EditDeleteButtonsProps {
  /** What screen readers hear after the verb ("Modifica la testimonianza di Giulia"). */
  name: string;
  editTo: string;
  onDelete: () => void;
}

/** The 'Modifica' and 'Elimina' text buttons of a list row or card (testimonials, users). */
export function EditDeleteButtons({ name, editTo, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button
        component={RouterLink}
        to={editTo}
        size="small"
        startIcon={<EditOutlined aria-hidden />}
        aria-label={`Modifica ${name}`}
        sx={{ minHeight: 44 }}
      >
        Modifica
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline aria-hidden />}
        onClick={onDelete}
        aria-label={`Elimina ${name}`}
        sx={{ minHeight: 44 }}
      >
        Elimina
      </Button>
    </>
  );
}
