import { useWatch } from 'react-hook-form';
import { Box, Button, TextField, Typography } from '@mui/material';
import { ORDER_FIELD_LABELS } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { OrderFormApi } from './order-form.ts';
import { balanceOf } from './order-form-values.ts';
import { formatDay } from './order-dates.ts';

const columns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const money = { htmlInput: { inputMode: 'decimal' } } as const;

interface OrderMoneyFieldsProps {
  form: OrderFormApi;
  /** The server's proposal from the lines' lead times (working days from confirmation), once saved. */
  proposedDelivery: string | null;
}

/** Agreed price, deposits, the balance due ('Saldo') as typed, and the expected delivery date. */
export function OrderMoneyFields({ form, proposedDelivery }: OrderMoneyFieldsProps) {
  const textField = textFieldOf(form);
  const [agreedTotal, deposit, expectedDelivery] = useWatch({
    control: form.control,
    name: ['agreedTotal', 'deposit', 'expectedDelivery'],
  });
  const balance = balanceOf(agreedTotal, deposit);
  const proposal = proposedDelivery && proposedDelivery !== expectedDelivery ? proposedDelivery : null;
  return (
    <FormSection title="Prezzo e consegna">
      <Box sx={columns}>
        <TextField
          label={ORDER_FIELD_LABELS.agreedTotal}
          slotProps={money}
          {...textField('agreedTotal', 'Il totale concordato con il cliente, ad esempio 45,00.')}
        />
        <TextField
          label={ORDER_FIELD_LABELS.depositRequested}
          slotProps={money}
          {...textField('depositRequested', 'Indicato nel preventivo. Facoltativo.')}
        />
        <TextField label={ORDER_FIELD_LABELS.deposit} slotProps={money} {...textField('deposit')} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {ORDER_FIELD_LABELS.balance}
          </Typography>
          <Typography variant="h6" component="output" aria-label={ORDER_FIELD_LABELS.balance}>
            {balance === null ? '—' : formatPrice(balance)}
          </Typography>
        </Box>
      </Box>
      <Box sx={columns}>
        <TextField
          label={ORDER_FIELD_LABELS.expectedDelivery}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          {...textField(
            'expectedDelivery',
            proposedDelivery
              ? `Proposta dai tempi di realizzazione: ${formatDay(proposedDelivery)}.`
              : undefined,
          )}
        />
        {proposal && (
          <Button
            variant="outlined"
            onClick={() => form.setValue('expectedDelivery', proposal, { shouldDirty: true })}
            sx={{ minHeight: 44, alignSelf: 'start' }}
          >
            Usa la data proposta ({formatDay(proposal)})
          </Button>
        )}
      </Box>
    </FormSection>
  );
}
