import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Stack, TextField } from '@mui/material';
import { ORDER_FIELD_LABELS, orderInputSchema, type AdminProduct, type Order } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { useEditorSave } from '../../shared/use-editor-save.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import { MESSAGES_PATH } from '../messages/messages-api.ts';
import { createOrder, refreshOrders, updateOrder } from './orders-api.ts';
import {
  ORDER_FIELDS,
  orderFormValues,
  toOrderDraft,
  type OrderFormOutput,
  type OrderFormValues,
  type OrderPrefill,
} from './order-form-values.ts';
import { ORDERS_PATH, orderPath } from './order-paths.ts';
import { OrderCustomerFields } from './OrderCustomerFields.tsx';
import { OrderLinesFields } from './OrderLinesFields.tsx';
import { OrderMoneyFields } from './OrderMoneyFields.tsx';

export const SAVE_ERROR = 'Si è verificato un errore durante il salvataggio. Riprova.';

/** The shared schema checks what the inputs would send (strings turned into the API's draft). */
const validate = zodResolver(orderInputSchema);
const resolver: Resolver<OrderFormValues, unknown, OrderFormOutput> = (values, context, options) =>
  (validate as unknown as Resolver<OrderFormValues, unknown, OrderFormOutput>)(
    toOrderDraft(values) as unknown as OrderFormValues,
    context,
    options,
  );

interface OrderFormProps {
  order?: Order;
  prefill?: OrderPrefill;
  products: AdminProduct[];
  /** Editing an order still open; an ended one ('Consegnato', 'Annullato') is shown read-only. */
  readOnly?: boolean;
  /** Hears whether the form holds unsaved changes (the status actions wait for them to be saved). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function OrderForm({ order, prefill, products, readOnly = false, onDirtyChange }: OrderFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useRef<Order | null>(null);
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver,
    defaultValues: orderFormValues(order, prefill),
    disabled: readOnly,
  });
  const textField = textFieldOf(form);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const messageId = form.getValues('messageId');

  const { submit, saving, guardDialog } = useEditorSave({
    form,
    fields: ORDER_FIELDS,
    save: async (input: OrderFormOutput) => {
      saved.current = await (order ? updateOrder(order.id, input) : createOrder(input));
      return saved.current;
    },
    savedText: order ? 'Ordine aggiornato' : 'Ordine creato',
    errorText: SAVE_ERROR,
    toastServerMessage: true,
    afterSave: async () => {
      await refreshOrders(queryClient, saved.current ?? undefined);
      if (!order && saved.current) await navigate(orderPath(saved.current.id));
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={order ? 'Dati dell’ordine' : 'Nuovo ordine'}>
      <Stack spacing={2.5}>
        <OrderCustomerFields form={form} />
        <OrderLinesFields form={form} products={products} />
        <OrderMoneyFields form={form} proposedDelivery={order?.proposedDelivery ?? null} />
        <FormSection title="Appunti">
          <TextField
            label={ORDER_FIELD_LABELS.privateNotes}
            multiline
            minRows={3}
            fullWidth
            {...textField('privateNotes', 'Solo per te: il cliente non le vede.')}
          />
          {messageId !== null && (
            <Link component={RouterLink} to={MESSAGES_PATH} sx={{ alignSelf: 'flex-start' }}>
              Vai al messaggio di origine
            </Link>
          )}
        </FormSection>
        {!readOnly && (
          <EditorActions
            cancelTo={ORDERS_PATH}
            saving={saving}
            submitText={order ? 'Salva Ordine' : 'Crea Ordine'}
          />
        )}
      </Stack>
      {guardDialog}
    </form>
  );
}
