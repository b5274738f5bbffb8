import { Box, TextField } from '@mui/material';
import { ORDER_FIELD_LABELS } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { OrderFormApi } from './order-form.ts';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function OrderCustomerFields({ form }: { form: OrderFormApi }) {
  const textField = textFieldOf(form);
  return (
    <FormSection title="Cliente">
      <TextField label={ORDER_FIELD_LABELS.customerName} required fullWidth {...textField('customerName')} />
      <Box sx={twoColumns}>
        <TextField
          label={ORDER_FIELD_LABELS.customerEmail}
          type="email"
          required
          {...textField('customerEmail', 'Riceve il preventivo e l’avviso di spedizione.')}
        />
        <TextField
          label={ORDER_FIELD_LABELS.customerPhone}
          type="tel"
          {...textField('customerPhone', 'Facoltativo.')}
        />
      </Box>
    </FormSection>
  );
}
