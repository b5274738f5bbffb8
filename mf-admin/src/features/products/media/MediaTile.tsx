import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Chip, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import type { ProductMedia } from '@vetrina/contracts';

const TOUCH = { width: 44, height: 44 } as const;

interface MediaTileProps {
  item: ProductMedia;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (item: ProductMedia) => void;
  onDelete: (item: ProductMedia) => void;
}

export const mediaName = (item: ProductMedia, position: number) =>
  `${item.isVideo ? 'Video' : 'Immagine'} ${position + 1}`;

/** One extra image or video: drag handle, picture, order badge, move / edit / delete buttons. */
export function MediaTile({ item, position, count, disabled, onMove, onEdit, onDelete }: MediaTileProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  const name = mediaName(item, position);
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-media-id={item.id}
      sx={{
        listStyle: 'none',
        overflow: 'hidden',
        position: 'relative',
        transform: CSS.Translate.toString(transform),
        transition: transition,
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={item.imageUrl}
          alt={item.altText}
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Chip
          label={item.displayOrder ?? '—'}
          size="small"
          color="primary"
          aria-label={`Ordine: ${item.displayOrder ?? 'nessuno'}`}
          sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
        />
        {item.isVideo && (
          <Box
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'rgba(0,0,0,0.6)',
              color: '#fff',
              borderRadius: '50%',
              display: 'flex',
            }}
          >
            <PlayCircle titleAccess="Video Instagram" />
          </Box>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', p: 0.5, flexWrap: 'wrap' }}
      >
        <Tooltip describeChild title="Trascina per riordinare">
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Riordina ${name}`}
            aria-roledescription="elemento trascinabile"
            disabled={disabled}
            sx={{ ...TOUCH, cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicator aria-hidden />
          </IconButton>
        </Tooltip>
        <IconButton
          aria-label={`Sposta su ${name}`}
          disabled={disabled || position === 0}
          onClick={() => onMove(position, position - 1)}
          sx={TOUCH}
        >
          <ArrowBack aria-hidden />
        </IconButton>
        <IconButton
          aria-label={`Sposta giù ${name}`}
          disabled={disabled || position === count - 1}
          onClick={() => onMove(position, position + 1)}
          sx={TOUCH}
        >
          <ArrowForward aria-hidden />
        </IconButton>
        <IconButton aria-label={`Modifica ${name}`} onClick={() => onEdit(item)} sx={TOUCH}>
          <EditOutlined aria-hidden />
        </IconButton>
        <IconButton aria-label={`Elimina ${name}`} color="error" onClick={() => onDelete(item)} sx={TOUCH}>
          <DeleteOutline aria-hidden />
        </IconButton>
      </Stack>
    </Paper>
  );
}
