import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import StarOutline from '@mui/icons-material/StarOutlineOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { orderCountsQuery } from '../orders/orders-api.ts';
import { adminCategoriesQuery, adminProductsQuery, adminTestimonialsQuery } from './dashboard-api.ts';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  query: UseQueryResult<unknown>;
  value: number | undefined;
}

function StatCard({ label, icon, query, value }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        {query.isPending ? (
          <Skeleton
            variant="text"
            width={48}
            sx={{ fontSize: '2rem' }}
            aria-label={`${label}: caricamento`}
          />
        ) : query.isError ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography color="error" variant="body2">
              Dato non disponibile
            </Typography>
            <Button
              size="small"
              onClick={() => void query.refetch()}
              aria-label={`Riprova a caricare: ${label}`}
            >
              Riprova
            </Button>
          </Box>
        ) : (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

export function StatCards() {
  const products = useQuery(adminProductsQuery);
  const categories = useQuery(adminCategoriesQuery);
  const testimonials = useQuery(adminTestimonialsQuery);
  const orders = useQuery(orderCountsQuery);

  return (
    <Box
      component="section"
      aria-label="Riepilogo"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      <StatCard
        label="Prodotti Totali"
        icon={<Inventory2Outlined fontSize="large" />}
        query={products}
        value={products.data?.length}
      />
      <StatCard
        label="Prodotti in Evidenza"
        icon={<StarOutline fontSize="large" />}
        query={products}
        value={products.data?.filter((product) => product.featured).length}
      />
      <StatCard
        label="Categorie"
        icon={<CategoryOutlined fontSize="large" />}
        query={categories}
        value={categories.data?.length}
      />
      <StatCard
        label="Testimonianze"
        icon={<FormatQuoteOutlined fontSize="large" />}
        query={testimonials}
        value={testimonials.data?.length}
      />
      <StatCard
        label="Ordini aperti"
        icon={<ReceiptLongOutlined fontSize="large" />}
        query={orders}
        value={orders.data?.open}
      />
      <StatCard
        label="Ordini in ritardo"
        icon={<ScheduleOutlined fontSize="large" />}
        query={orders}
        value={orders.data?.overdue}
      />
    </Box>
  );
}
