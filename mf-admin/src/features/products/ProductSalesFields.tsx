import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AVAILABILITY_VALUES, type Category } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import { SwitchField } from './SwitchField.tsx';
import type { ProductFormOutput, ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const money = { htmlInput: { step: '0.01', min: 0, inputMode: 'decimal' } } as const;
const days = { htmlInput: { step: 1, min: 1, max: 365, inputMode: 'numeric' } } as const;

export function ProductSalesFields({ form, categories }: { form: Form; categories: Category[] }) {
  const {
    control,
    formState: { errors },
  } = form;
  const textField = textFieldOf(form);
  const availability = form.watch('availability');
  const availabilityOptions = AVAILABILITY_VALUES.includes(availability as never)
    ? AVAILABILITY_VALUES
    : [...AVAILABILITY_VALUES, availability];
  return (
    <FormSection title="Categoria, prezzo e disponibilità">
      <Box sx={twoColumns}>
        <Controller
          name="categoryId"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Categoria"
              {...field}
              inputRef={field.ref}
              error={!!errors.categoryId}
              helperText={errors.categoryId?.message}
            >
              <MenuItem value="">Nessuna categoria</MenuItem>
              {categories.map((category) => (
                <MenuItem key={category.id} value={String(category.id)}>
                  {category.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="availability"
          control={control}
          render={({ field }) => (
            <TextField select label="Disponibilità" {...field} inputRef={field.ref}>
              {availabilityOptions.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <TextField
        label="Prezzo (€)"
        type="number"
        fullWidth
        slotProps={money}
        {...textField('price', 'Vuoto: prezzo su richiesta.')}
      />
      <SwitchField
        control={control}
        name="isCustomizable"
        label="Personalizzabile"
        help="Il prodotto può essere personalizzato (ad esempio con un nome ricamato)."
      />
      <TextField
        label="Prezzo personalizzazione (€)"
        type="number"
        fullWidth
        slotProps={money}
        {...textField('customizationPrice', 'Vuoto: 8,00 €.')}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 500, mb: 0.5 }}>
          Tempi di realizzazione
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          In giorni lavorativi; facoltativi. Compaiono nella pagina del prodotto.
        </Typography>
        <Box sx={twoColumns}>
          <TextField
            label="Minimo (giorni lavorativi)"
            type="number"
            slotProps={days}
            {...textField('leadTimeMinDays')}
          />
          <TextField
            label="Massimo (giorni lavorativi)"
            type="number"
            slotProps={days}
            {...textField('leadTimeMaxDays')}
          />
        </Box>
      </Box>
    </FormSection>
  );
}
