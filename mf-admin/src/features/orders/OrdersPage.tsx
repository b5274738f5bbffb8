import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Paper, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { MOBILE_BREAKPOINT_PX, ORDER_STATUSES, type OrderStatus } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { NewItemButton, PageHeader } from '../../shared/PageHeader.tsx';
import { useSettledValue } from '../../shared/use-settled-value.ts';
import { ordersQuery } from './orders-api.ts';
import { NEW_ORDER_PATH } from './order-paths.ts';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersBoard } from './OrdersBoard.tsx';
import { OrdersList } from './OrdersList.tsx';
import { ExportCsvDialog } from './ExportCsvDialog.tsx';

export const EMPTY_ORDERS = 'Nessun ordine';
export const LOAD_ERROR = 'Non è stato possibile caricare gli ordini. Riprova più tardi.';
/** The chosen status lives in the address (?stato=pronto), so a reload keeps it. */
const STATUS_PARAM = 'stato';
const SEARCH_PAUSE_MS = 250;

const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

function ListSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Caricamento ordini">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}

/** /admin/ordini: the open orders by status (columns from 768 px, a list on a phone), search and export. */
export function OrdersPage() {
  useAdminPageTitle('Ordini');
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, {
    noSsr: true,
    defaultMatches: true,
  });
  const [params, setParams] = useSearchParams();
  const stateParam = params.get(STATUS_PARAM);
  const status = isStatus(stateParam) ? stateParam : null;
  const [search, setSearch] = useState('');
  const q = useSettledValue(search.trim(), SEARCH_PAUSE_MS);
  const [exporting, setExporting] = useState(false);
  const orders = useQuery({ ...ordersQuery({ status, q }), placeholderData: keepPreviousData });

  let content;
  if (orders.isPending) {
    content = <ListSkeleton />;
  } else if (orders.isError) {
    content = (
      <LoadError message={LOAD_ERROR} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
    );
  } else if (orders.data.items.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{EMPTY_ORDERS}</Typography>
      </Paper>
    );
  } else if (isWide && status === null) {
    content = <OrdersBoard orders={orders.data.items} />;
  } else {
    content = <OrdersList orders={orders.data.items} />;
  }

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Ordini"
        subtitle="Dalle richieste dei clienti alla consegna."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined aria-hidden />}
              onClick={() => setExporting(true)}
              sx={{ minHeight: 44 }}
            >
              Esporta CSV
            </Button>
            <NewItemButton to={NEW_ORDER_PATH} label="Nuovo Ordine" />
          </Box>
        }
      />
      <OrderFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(value) => setParams(value ? { [STATUS_PARAM]: value } : {}, { replace: true })}
      />
      <Box aria-busy={orders.isFetching && !orders.isPending}>{content}</Box>
      <ExportCsvDialog open={exporting} onClose={() => setExporting(false)} />
    </Stack>
  );
}
