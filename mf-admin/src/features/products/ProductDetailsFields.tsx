import { TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { muiField } from '../../lib/mui-field.ts';
import { FormSection } from './FormSection.tsx';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

export function ProductDetailsFields({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Informazioni">
      <TextField
        label="Nome"
        required
        fullWidth
        {...muiField(register('name'))}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField
        label="Slug"
        required
        fullWidth
        {...muiField(register('slug'))}
        error={!!errors.slug}
        helperText={errors.slug?.message ?? "Generato dal nome; è l'indirizzo della pagina: /prodotti/slug"}
      />
      <TextField
        label="Descrizione"
        required
        fullWidth
        multiline
        minRows={4}
        {...muiField(register('description'))}
        error={!!errors.description}
        helperText={errors.description?.message}
      />
      <TextField
        label="Descrizione breve"
        fullWidth
        multiline
        minRows={2}
        {...muiField(register('shortDescription'))}
        error={!!errors.shortDescription}
        helperText={
          errors.shortDescription?.message ?? 'Facoltativa: se vuota si usa l’inizio della descrizione.'
        }
      />
    </FormSection>
  );
}
