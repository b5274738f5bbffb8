import { TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { textFieldOf } from '../../lib/mui-field.ts';
import { ImageUploadField } from '../../shared/ImageUploadField.tsx';
import { FormSection } from '../../shared/FormSection.tsx';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

interface ProductImageFieldsProps {
  form: Form;
  onUploadingChange: (uploading: boolean) => void;
}

export function ProductImageFields({ form, onUploadingChange }: ProductImageFieldsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const textField = textFieldOf(form);
  return (
    <FormSection title="Immagine principale">
      <Controller
        name="image"
        control={control}
        render={({ field }) => (
          <ImageUploadField
            label="Immagine"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.image?.message}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <TextField
        label="Testo alternativo dell'immagine"
        required
        fullWidth
        {...textField(
          'imageAlt',
          'Descrive la foto a chi non può vederla (preso dal nome finché non lo modifichi).',
        )}
      />
    </FormSection>
  );
}
