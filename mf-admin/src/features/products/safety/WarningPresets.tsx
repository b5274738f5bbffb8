import { Box, Button, Typography } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { WARNING_PRESETS } from '@vetrina/contracts/product-safety';
import type { ProductFormOutput, ProductFormValues } from '../product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/** The ready-made warnings: one tap adds a line to 'Avvertenze' (once). */
export function WarningPresets({ form }: { form: Form }) {
  const current = useWatch({ control: form.control, name: 'warnings' });
  const add = (warning: string) => {
    const text = form.getValues('warnings').trim();
    form.setValue('warnings', text ? `${text}\n${warning}` : warning, { shouldDirty: true });
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Avvertenze pronte
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {WARNING_PRESETS.map((warning) => (
          <Button
            key={warning}
            size="small"
            variant="outlined"
            disabled={current.includes(warning)}
            onClick={() => add(warning)}
            sx={{ textAlign: 'left', textTransform: 'none', minHeight: 44 }}
          >
            {`+ ${warning}`}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
