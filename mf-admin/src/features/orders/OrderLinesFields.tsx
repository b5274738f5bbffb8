import { useFieldArray } from 'react-hook-form';
import { Alert, Button, Stack } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import type { AdminProduct } from '@vetrina/contracts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { OrderFormApi } from './order-form.ts';
import { emptyLine } from './order-form-values.ts';
import { OrderLineFields } from './OrderLineFields.tsx';

/** The order's lines: catalogue products or free descriptions, each with quantity and personalisation. */
export function OrderLinesFields({ form, products }: { form: OrderFormApi; products: AdminProduct[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const linesError = form.formState.errors.lines;
  const problem = linesError?.message ?? linesError?.root?.message;
  return (
    <FormSection title="Righe dell’ordine">
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <OrderLineFields
            key={field.id}
            form={form}
            index={index}
            products={products}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </Stack>
      <Button
        onClick={() => append(emptyLine())}
        startIcon={<AddCircleOutline aria-hidden />}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Aggiungi riga
      </Button>
    </FormSection>
  );
}
