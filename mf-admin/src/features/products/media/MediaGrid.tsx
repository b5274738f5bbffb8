import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Box } from '@mui/material';
import type { ProductMedia } from '@vetrina/contracts';
import { MediaTile, mediaName } from './MediaTile.tsx';

interface MediaGridProps {
  items: ProductMedia[];
  saving: boolean;
  onReorder: (ordered: ProductMedia[]) => void;
  onEdit: (item: ProductMedia) => void;
  onDelete: (item: ProductMedia) => void;
}

const position = (items: ProductMedia[], id: unknown) => items.findIndex((item) => item.id === id);

/** Extra media in order; drag by the handle (mouse, finger, or Space + arrow keys) or use the arrows. */
export function MediaGrid({ items, saving, onReorder, onEdit, onDelete }: MediaGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // A short press, so a finger scrolling the page does not start a drag.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (from !== to && to >= 0 && to < items.length) onReorder(arrayMove(items, from, to));
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(position(items, active.id), position(items, over.id));
  };
  const label = (id: unknown) => mediaName(items[position(items, id)]!, position(items, id));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Premi spazio o invio per prendere l’elemento, usa le frecce per spostarlo, spazio o invio per lasciarlo, Esc per annullare.',
        },
        announcements: {
          onDragStart: ({ active }) => `${label(active.id)} preso.`,
          onDragOver: ({ active, over }) =>
            over ? `${label(active.id)} sopra la posizione ${position(items, over.id) + 1}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${label(active.id)} lasciato nella posizione ${position(items, over.id) + 1}.`
              : undefined,
          onDragCancel: ({ active }) => `Spostamento di ${label(active.id)} annullato.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <Box
          component="ol"
          aria-label="Immagini e video aggiuntivi"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
          }}
        >
          {items.map((item, index) => (
            <MediaTile
              key={item.id}
              item={item}
              position={index}
              count={items.length}
              disabled={saving}
              onMove={move}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
