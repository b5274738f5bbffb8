import { TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

export function ProductDetailsFields({ form }: { form: Form }) {
  const textField = textFieldOf(form);
  return (
    <FormSection title="Informazioni">
      <TextField label="Nome" required fullWidth {...textField('name')} />
      <TextField
        label="Slug"
        required
        fullWidth
        {...textField('slug', "Generato dal nome; è l'indirizzo della pagina: /prodotti/slug")}
      />
      <TextField label="Descrizione" required fullWidth multiline minRows={4} {...textField('description')} />
      <TextField
        label="Descrizione breve"
        fullWidth
        multiline
        minRows={2}
        {...textField('shortDescription', 'Facoltativa: se vuota si usa l’inizio della descrizione.')}
      />
    </FormSection>
  );
}
