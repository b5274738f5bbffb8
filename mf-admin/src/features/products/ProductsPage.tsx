import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AdminProduct } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { NewItemButton, PageHeader } from '../../shared/PageHeader.tsx';
import { adminCategoriesQuery } from '../categories/categories-api.ts';
import { adminProductSearchQuery, adminProductsQuery } from './products-api.ts';
import { ProductsList } from './ProductsList.tsx';
import { ALL, NONE, ProductFilters, type ProductFilter } from './ProductFilters.tsx';
import { DeleteProductDialog } from './DeleteProductDialog.tsx';
import { useToggleFeatured } from './use-toggle-featured.ts';
import { useSettledValue } from '../../shared/use-settled-value.ts';

export const EMPTY_PRODUCTS = 'Nessun prodotto trovato. Crea il tuo primo prodotto.';
const NO_MATCH = 'Nessun prodotto corrisponde alla ricerca.';
const LOAD_ERROR = 'Non è stato possibile caricare i prodotti. Riprova più tardi.';

/** Typing pauses this long before the server is asked. */
const SEARCH_PAUSE_MS = 250;

function inCategory(product: AdminProduct, category: string): boolean {
  if (category === NONE) return product.categoryId === null;
  return category === ALL || String(product.categoryId) === category;
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack spacing={1} aria-label="Caricamento prodotti">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{text}</Typography>
    </Paper>
  );
}

export function ProductsPage() {
  useAdminPageTitle('Prodotti');
  const products = useQuery(adminProductsQuery);
  const categories = useQuery(adminCategoriesQuery);
  const [filter, setFilter] = useState<ProductFilter>({ search: '', category: ALL });
  // The text search is svc-catalog's (plurals, accents, typos), asked once typing pauses.
  const search = useSettledValue(filter.search.trim(), SEARCH_PAUSE_MS);
  const searched = useQuery({
    ...adminProductSearchQuery(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const toggleFeatured = useToggleFeatured();
  const listed = search === '' ? products.data : searched.data;
  const shown = useMemo(
    () => listed?.filter((product) => inCategory(product, filter.category)) ?? [],
    [listed, filter.category],
  );

  let content;
  if (products.isPending) {
    content = <ListSkeleton rows={5} />;
  } else if (products.isError) {
    content = (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  } else if (products.data.length === 0) {
    content = <Message text={EMPTY_PRODUCTS} />;
  } else {
    content = (
      <>
        <ProductFilters value={filter} onChange={setFilter} categories={categories.data ?? []} />
        {search !== '' && searched.isError ? (
          <LoadError
            message={LOAD_ERROR}
            onRetry={() => void searched.refetch()}
            retrying={searched.isFetching}
          />
        ) : search !== '' && !searched.data ? (
          <ListSkeleton rows={3} />
        ) : shown.length === 0 ? (
          <Message text={NO_MATCH} />
        ) : (
          <ProductsList
            products={shown}
            onToggleFeatured={(p) => toggleFeatured.mutate(p)}
            onDelete={setToDelete}
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Prodotti"
        subtitle="I prodotti del catalogo: bozze comprese."
        actions={<NewItemButton to="/admin/prodotti/nuovo" label="Nuovo Prodotto" />}
      />
      {content}
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
