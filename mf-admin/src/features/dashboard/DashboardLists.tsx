import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { DASHBOARD_LIST_SIZE } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { adminCategoriesQuery, adminProductsQuery } from './dashboard-api.ts';
import { SETTINGS_PATH } from '../settings/settings-api.ts';

interface LinkItem {
  key: number;
  primary: string;
  secondary?: string;
  to: string;
}

function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function LinkList({
  query,
  items,
  empty,
}: {
  query: UseQueryResult<unknown>;
  items: LinkItem[];
  empty: string;
}) {
  if (query.isPending) {
    return (
      <Stack spacing={1} aria-label="Caricamento in corso">
        {Array.from({ length: DASHBOARD_LIST_SIZE }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Riprova
          </Button>
        }
      >
        Non è stato possibile caricare i dati.
      </Alert>
    );
  }
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {/* Links inside list items: a list may only hold list items (axe 'list'). */}
      {items.map((item) => (
        <ListItem key={item.key} disablePadding>
          <ListItemButton component={RouterLink} to={item.to} sx={{ borderRadius: 1 }}>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function RecentProductsCard() {
  const products = useQuery(adminProductsQuery);
  const items = (products.data ?? []).slice(0, DASHBOARD_LIST_SIZE).map((product) => ({
    key: product.id,
    primary: product.name,
    secondary: [product.category?.name, formatPrice(product.price)].filter(Boolean).join(' · '),
    to: `/admin/prodotti/${product.id}`,
  }));
  return (
    <DashboardCard title="Prodotti Recenti">
      <LinkList query={products} items={items} empty="Nessun prodotto presente." />
    </DashboardCard>
  );
}

export function CategoriesCard() {
  const categories = useQuery(adminCategoriesQuery);
  const items = (categories.data ?? []).slice(0, DASHBOARD_LIST_SIZE).map((category) => ({
    key: category.id,
    primary: category.name,
    secondary: category.slug,
    to: `/admin/categorie/${category.id}`,
  }));
  return (
    <DashboardCard title="Elenco Categorie">
      <LinkList query={categories} items={items} empty="Nessuna categoria presente." />
    </DashboardCard>
  );
}

export function SiteManagementCard() {
  return (
    <DashboardCard title="Gestione Sito">
      <Stack spacing={1.5}>
        <Button
          component={RouterLink}
          to="/admin/users"
          variant="outlined"
          startIcon={<PeopleOutlined aria-hidden />}
        >
          Utenti
        </Button>
        <Button
          component={RouterLink}
          to="/admin/testimonials"
          variant="outlined"
          startIcon={<FormatQuoteOutlined aria-hidden />}
        >
          Testimonianze
        </Button>
        <Button
          component={RouterLink}
          to="/admin/ordini"
          variant="outlined"
          startIcon={<ReceiptLongOutlined aria-hidden />}
        >
          Ordini
        </Button>
        <Button
          component={RouterLink}
          to={SETTINGS_PATH}
          variant="outlined"
          startIcon={<SettingsOutlined aria-hidden />}
        >
          Impostazioni
        </Button>
      </Stack>
    </DashboardCard>
  );
}
