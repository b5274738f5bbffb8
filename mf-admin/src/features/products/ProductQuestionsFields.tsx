import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { QUESTION_LIMITS } from '@vetrina/contracts';
import { CopyQuestions } from './CopyQuestions.tsx';
import { FormSection } from '../../shared/FormSection.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';
import { copiedQuestions, newQuestion } from './question-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/**
 * 'Personalizzazione' (issue 30): the questions the request form asks about this product, in order.
 * Reordered by dragging a card or with its arrow buttons (keyboard and touch).
 */
export function ProductQuestionsFields({ form, productId }: { form: Form; productId?: number }) {
  const { fields, append, move, remove } = useFieldArray({
    control: form.control,
    name: 'questions',
    // The questions carry their own `id` ('q1'): the list's React keys go elsewhere.
    keyName: 'key',
  });
  const dragged = useRef<number | null>(null);
  const listError =
    form.formState.errors.questions?.root?.message ?? form.formState.errors.questions?.message;
  const full = fields.length >= QUESTION_LIMITS.questions;
  return (
    <FormSection title="Personalizzazione">
      <Typography variant="body2" color="text.secondary">
        Le domande compaiono nel modulo &lsquo;Richiedi Informazioni&rsquo; di questo prodotto; le risposte
        arrivano con il messaggio.
      </Typography>
      {fields.length > 0 ? (
        <Box
          component="ol"
          aria-label="Domande di personalizzazione"
          sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}
        >
          {fields.map((field, index) => (
            <QuestionCard
              key={field.key}
              form={form}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={remove}
              drag={{
                onDragStart: () => (dragged.current = index),
                onDrop: () => {
                  if (dragged.current !== null && dragged.current !== index) move(dragged.current, index);
                  dragged.current = null;
                },
              }}
            />
          ))}
        </Box>
      ) : (
        <Typography>Nessuna domanda: il modulo chiede solo il messaggio.</Typography>
      )}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add aria-hidden />}
          onClick={() => append(newQuestion())}
          disabled={full}
          sx={{ minHeight: 44 }}
        >
          Aggiungi domanda
        </Button>
      </Box>
      <CopyQuestions
        productId={productId}
        onCopy={(questions) =>
          append(copiedQuestions(questions).slice(0, QUESTION_LIMITS.questions - fields.length))
        }
      />
    </FormSection>
  );
}
