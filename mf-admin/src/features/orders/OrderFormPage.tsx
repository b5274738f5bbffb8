import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Paper, Skeleton, Stack } from '@mui/material';
import { EditorPage } from '../../shared/EditorPage.tsx';
import { ItemLoadFailure } from '../../shared/ItemLoadFailure.tsx';
import { FormSection } from '../../shared/FormSection.tsx';
import { adminProductsQuery } from '../products/products-api.ts';
import { messagesQuery } from '../messages/messages-api.ts';
import { orderQuery } from './orders-api.ts';
import { FROM_MESSAGE_PARAM, ORDERS_PATH } from './order-paths.ts';
import { emptyLine, type OrderPrefill } from './order-form-values.ts';
import { OrderForm } from './OrderForm.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { OrderEmails } from './OrderEmails.tsx';
import { CustomerLinkPanel } from './CustomerLinkPanel.tsx';
import { OrderHistory } from './OrderHistory.tsx';

function FormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} role="status" aria-label="Caricamento ordine">
      <Stack spacing={2.5}>
        {[56, 56, 160, 56, 120].map((height, i) => (
          <Skeleton key={i} variant="rounded" height={height} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The catalogue for the product picker; an unreadable catalogue leaves free descriptions only. */
const useCatalogue = () => useQuery(adminProductsQuery);

/** A new order, prefilled from the contact message of `?messaggio=12` when it is in the inbox. */
function NewOrder() {
  const [params] = useSearchParams();
  const messageId = Number(params.get(FROM_MESSAGE_PARAM));
  const fromMessage = Number.isSafeInteger(messageId) && messageId > 0;
  const products = useCatalogue();
  const inbox = useQuery({ ...messagesQuery('inbox'), enabled: fromMessage });
  if (products.isPending || (fromMessage && inbox.isPending)) return <FormSkeleton />;
  const message = inbox.data?.find((item) => item.id === messageId);
  const prefill: OrderPrefill | undefined = message && {
    customerName: message.name,
    customerEmail: message.email,
    privateNotes: `Richiesta del ${new Date(message.createdAt).toLocaleDateString('it-IT')}: ${message.subject}\n\n${message.message}`,
    messageId: message.id,
    ...(message.product && products.data?.some((p) => p.id === message.product?.id)
      ? { lines: [{ ...emptyLine(), productId: String(message.product.id), answers: message.answers }] }
      : {}),
  };
  return <OrderForm prefill={prefill} products={products.data ?? []} />;
}

const ENDED = new Set(['consegnato', 'annullato']);

function EditOrder({ id }: { id: string }) {
  const order = useQuery(orderQuery(id));
  const products = useCatalogue();
  const [dirty, setDirty] = useState(false);
  if (order.isPending || products.isPending) return <FormSkeleton />;
  if (order.isError) {
    return (
      <ItemLoadFailure
        error={order.error}
        missingStatuses={[400, 404]}
        notFound="Ordine non trovato."
        backTo={ORDERS_PATH}
        backLabel="Torna agli ordini"
        loadError="Errore nel recupero dell’ordine"
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  const current = order.data;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        // A phone reads the status and its actions first, then the form, then e-mails and history.
        gridTemplateAreas: { xs: '"status" "form" "side"', lg: '"form status" "form side"' },
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        gridTemplateRows: { lg: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'status' }}>
        <OrderStatusPanel order={current} locked={dirty} />
      </Box>
      <Box sx={{ gridArea: 'form', minWidth: 0 }}>
        <OrderForm
          key={current.updatedAt}
          order={current}
          products={products.data ?? []}
          readOnly={ENDED.has(current.status)}
          onDirtyChange={setDirty}
        />
      </Box>
      <Box sx={{ gridArea: 'side', display: 'grid', gap: 2.5 }}>
        <FormSection title="E-mail al cliente">
          <OrderEmails emails={current.emails} />
        </FormSection>
        <FormSection title="Pagina del cliente">
          <CustomerLinkPanel order={current} />
        </FormSection>
        <FormSection title="Storico">
          <OrderHistory history={current.history} />
        </FormSection>
      </Box>
    </Box>
  );
}

/** /admin/ordini/nuovo ('Nuovo Ordine') and /admin/ordini/:id. */
export function OrderFormPage() {
  return (
    <EditorPage
      titles={{ create: 'Nuovo Ordine', edit: 'Ordine' }}
      section={{ label: 'Ordini', to: ORDERS_PATH }}
      createCrumb="Nuovo"
      create={<NewOrder />}
      edit={(id) => <EditOrder id={id} />}
    />
  );
}
