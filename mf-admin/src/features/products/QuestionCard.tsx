import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { QUESTION_KIND_LABELS, QUESTION_KINDS } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

interface QuestionCardProps {
  form: Form;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** HTML drag and drop of the whole card (mouse); the arrow buttons do the same from the keyboard. */
  drag: {
    onDragStart: () => void;
    onDrop: () => void;
  };
}

const touch = { width: 44, height: 44 } as const;

/** One personalisation question of the product editor: its text, type, limits and place in the list. */
export function QuestionCard({ form, index, count, onMove, onRemove, drag }: QuestionCardProps) {
  const textField = textFieldOf(form);
  const kind = form.watch(`questions.${index}.kind`);
  const label = form.watch(`questions.${index}.text`) || `domanda ${index + 1}`;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Domanda ${index + 1} di ${count}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        drag.onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        drag.onDrop();
      }}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ pt: 2, cursor: 'grab', color: 'text.secondary', display: 'flex' }}>
          <DragIndicator />
        </Box>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <TextField label="Testo della domanda" fullWidth {...textField(`questions.${index}.text`)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              name={`questions.${index}.kind`}
              control={form.control}
              render={({ field }) => (
                <TextField select label="Tipo" {...field} inputRef={field.ref}>
                  {QUESTION_KINDS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {QUESTION_KIND_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {kind === 'text' && (
              <TextField
                label="Lunghezza massima"
                type="number"
                slotProps={{ htmlInput: { min: 1, max: 500, step: 1, inputMode: 'numeric' } }}
                {...textField(
                  `questions.${index}.maxLength`,
                  'In caratteri, ad esempio le lettere che il ricamo contiene.',
                )}
              />
            )}
          </Box>
          {kind === 'choice' && (
            <TextField
              label="Opzioni"
              multiline
              minRows={3}
              fullWidth
              {...textField(`questions.${index}.options`, 'Una per riga.')}
            />
          )}
          <Controller
            name={`questions.${index}.required`}
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                label="Obbligatoria"
                sx={{ minHeight: 44 }}
                control={
                  <Checkbox
                    checked={!!field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
        </Stack>
        <Stack>
          <Tooltip title="Sposta su">
            <span>
              <IconButton
                aria-label={`Sposta su: ${label}`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                sx={touch}
              >
                <ArrowUpward />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Sposta giù">
            <span>
              <IconButton
                aria-label={`Sposta giù: ${label}`}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                sx={touch}
              >
                <ArrowDownward />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Rimuovi domanda">
            <IconButton aria-label={`Rimuovi domanda: ${label}`} onClick={() => onRemove(index)} sx={touch}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}
