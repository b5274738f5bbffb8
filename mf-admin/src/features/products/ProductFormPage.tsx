import { useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Stack } from '@mui/material';
import { ItemLoadFailure } from '../../shared/ItemLoadFailure.tsx';
import { EditorPage } from '../../shared/EditorPage.tsx';
import { adminCategoriesQuery } from '../categories/categories-api.ts';
import { adminSettingsQuery } from '../settings/settings-api.ts';
import { adminProductQuery } from './products-api.ts';
import { ProductForm } from './ProductForm.tsx';
import { PreviewLinkButton } from './PreviewLinkButton.tsx';
import { MediaSection } from './media/MediaSection.tsx';

function FormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }} aria-label="Caricamento prodotto">
      <Stack spacing={2.5}>
        {[56, 56, 120, 56, 180].map((height, i) => (
          <Skeleton key={i} variant="rounded" height={height} />
        ))}
      </Stack>
    </Paper>
  );
}

function EditProduct({ id }: { id: string }) {
  const product = useQuery(adminProductQuery(id));
  const categories = useQuery(adminCategoriesQuery);
  if (product.isPending || categories.isPending) return <FormSkeleton />;
  if (product.isError) {
    return (
      <ItemLoadFailure
        error={product.error}
        notFound="Prodotto non trovato."
        backTo="/admin/prodotti"
        backLabel="Torna ai prodotti"
        loadError="Errore nel recupero del prodotto"
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  }
  return (
    <Stack spacing={2.5}>
      {!product.data.published && <PreviewLinkButton productId={product.data.id} />}
      <ProductForm key={product.data.updatedAt} product={product.data} categories={categories.data ?? []} />
      <MediaSection product={product.data} />
    </Stack>
  );
}

function NewProduct() {
  const categories = useQuery(adminCategoriesQuery);
  // Helpers (not admins) cannot read the settings: they get the built-in surcharge.
  const settings = useQuery({ ...adminSettingsQuery, retry: false });
  if (categories.isPending || settings.isPending) return <FormSkeleton />;
  return (
    <ProductForm categories={categories.data ?? []} customizationPrice={settings.data?.customizationPrice} />
  );
}

export function ProductFormPage() {
  return (
    <EditorPage
      titles={{ create: 'Nuovo Prodotto', edit: 'Modifica Prodotto' }}
      section={{ label: 'Prodotti', to: '/admin/prodotti' }}
      createCrumb="Nuovo"
      create={<NewProduct />}
      edit={(id) => <EditProduct id={id} />}
    />
  );
}
