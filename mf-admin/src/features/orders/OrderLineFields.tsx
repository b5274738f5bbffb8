import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { ORDER_FIELD_LABELS, centsToMoney, moneyToCents, type AdminProduct } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { textFieldOf } from '../../lib/mui-field.ts';
import type { OrderFormApi } from './order-form.ts';
import { leadTimeText } from './lead-time.ts';
import { LineAnswers } from './LineAnswers.tsx';

/** The product select's value for a line that is not in the catalogue. */
const FREE = '';
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const money = { htmlInput: { inputMode: 'decimal' } } as const;
const quantity = { htmlInput: { inputMode: 'numeric', min: 1, max: 999, step: 1 } } as const;

interface OrderLineFieldsProps {
  form: OrderFormApi;
  index: number;
  products: AdminProduct[];
  /** Absent on the only line (an order has at least one). */
  onRemove?: () => void;
}

/** A saved catalogue line keeps the name and price copied when it was added: it is shown, not chosen. */
function CopiedProduct({ form, index }: { form: OrderFormApi; index: number }) {
  const [description, unitPrice] = useWatch({
    control: form.control,
    name: [`lines.${index}.description`, `lines.${index}.unitPrice`],
  });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {ORDER_FIELD_LABELS.product}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {unitPrice
          ? `${formatPrice(centsToMoney(moneyToCents(unitPrice)))} cad. (prezzo al momento dell’ordine)`
          : 'Prezzo su richiesta'}
      </Typography>
    </Box>
  );
}

function ProductChoice({ form, index, products }: Omit<OrderLineFieldsProps, 'onRemove'>) {
  const productId = useWatch({ control: form.control, name: `lines.${index}.productId` });
  const chosen = products.find((product) => String(product.id) === productId);
  const facts = chosen
    ? [chosen.price ? `${formatPrice(chosen.price)} cad.` : 'Prezzo su richiesta', leadTimeText(chosen)]
        .filter(Boolean)
        .join(' · ')
    : 'Oppure scrivi una descrizione libera.';
  return (
    <Controller
      name={`lines.${index}.productId`}
      control={form.control}
      render={({ field }) => (
        <TextField
          select
          label={ORDER_FIELD_LABELS.product}
          {...field}
          inputRef={field.ref}
          helperText={facts}
        >
          <MenuItem value={FREE}>Descrizione libera (non a catalogo)</MenuItem>
          {products.map((product) => (
            <MenuItem key={product.id} value={String(product.id)}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function OrderLineFields({ form, index, products, onRemove }: OrderLineFieldsProps) {
  const titleId = useId();
  const textField = textFieldOf(form);
  const [lineId, productId] = useWatch({
    control: form.control,
    name: [`lines.${index}.id`, `lines.${index}.productId`],
  });
  const copied = lineId !== null && productId !== FREE;
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="legend" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
          Riga {index + 1}
        </Typography>
        {onRemove && (
          <Button
            color="error"
            onClick={onRemove}
            startIcon={<DeleteOutline aria-hidden />}
            sx={{ minHeight: 44 }}
          >
            Rimuovi riga {index + 1}
          </Button>
        )}
      </Box>
      {copied ? (
        <CopiedProduct form={form} index={index} />
      ) : (
        <ProductChoice form={form} index={index} products={products} />
      )}
      {productId === FREE && (
        <Box sx={twoColumns}>
          <TextField
            label={ORDER_FIELD_LABELS.description}
            required
            {...textField(`lines.${index}.description`)}
          />
          <TextField
            label="Prezzo unitario (€)"
            slotProps={money}
            {...textField(`lines.${index}.unitPrice`, 'Facoltativo.')}
          />
        </Box>
      )}
      <TextField
        label={ORDER_FIELD_LABELS.quantity}
        type="number"
        required
        slotProps={quantity}
        sx={{ maxWidth: 200 }}
        {...textField(`lines.${index}.quantity`)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
          {ORDER_FIELD_LABELS.personalisation}
        </Typography>
        <Box sx={twoColumns}>
          <TextField
            label={ORDER_FIELD_LABELS.personalisationText}
            {...textField(`lines.${index}.personalisation.text`, 'Ad esempio il nome da ricamare.')}
          />
          <TextField
            label={ORDER_FIELD_LABELS.personalisationColours}
            {...textField(`lines.${index}.personalisation.colours`)}
          />
        </Box>
        <LineAnswers form={form} index={index} />
        <TextField
          label={ORDER_FIELD_LABELS.personalisationNotes}
          multiline
          minRows={2}
          {...textField(`lines.${index}.personalisation.notes`)}
        />
      </Box>
    </Paper>
  );
}
