import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { Category } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { NewItemButton, PageHeader } from '../../shared/PageHeader.tsx';
import { adminCategoriesQuery } from './categories-api.ts';
import { CategoriesList } from './CategoriesList.tsx';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';

export const EMPTY_CATEGORIES = 'Nessuna categoria trovata. Crea la tua prima categoria.';
const LOAD_ERROR = 'Non è stato possibile caricare le categorie. Riprova più tardi.';

export function CategoriesPage() {
  useAdminPageTitle('Categorie');
  const categories = useQuery(adminCategoriesQuery);
  const [toDelete, setToDelete] = useState<Category | null>(null);

  let content;
  if (categories.isPending) {
    content = (
      <Stack spacing={1} aria-label="Caricamento categorie">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  } else if (categories.isError) {
    content = (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{EMPTY_CATEGORIES}</Typography>
      </Paper>
    );
  } else {
    content = <CategoriesList categories={categories.data} onDelete={setToDelete} />;
  }

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Categorie"
        subtitle="Le categorie del catalogo, nel menu del sito."
        actions={<NewItemButton to="/admin/categorie/nuova" label="Nuova Categoria" />}
      />
      {content}
      <DeleteCategoryDialog category={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
