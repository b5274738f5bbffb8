import { useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Stack } from '@mui/material';
import { ItemLoadFailure } from '../../shared/ItemLoadFailure.tsx';
import { EditorPage } from '../../shared/EditorPage.tsx';
import { adminCategoryQuery } from './categories-api.ts';
import { CategoryForm } from './CategoryForm.tsx';

function EditCategory({ id }: { id: string }) {
  const category = useQuery(adminCategoryQuery(id));
  if (category.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }} aria-label="Caricamento categoria">
        <Stack spacing={2.5}>
          {[56, 56, 100, 180].map((height, i) => (
            <Skeleton key={i} variant="rounded" height={height} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (category.isError) {
    return (
      <ItemLoadFailure
        error={category.error}
        notFound="Categoria non trovata."
        backTo="/admin/categorie"
        backLabel="Torna alle categorie"
        loadError="Non è stato possibile caricare la categoria. Riprova più tardi."
        onRetry={() => void category.refetch()}
        retrying={category.isFetching}
      />
    );
  }
  return <CategoryForm key={category.data.id} category={category.data} />;
}

export function CategoryFormPage() {
  return (
    <EditorPage
      titles={{ create: 'Nuova Categoria', edit: 'Modifica Categoria' }}
      section={{ label: 'Categorie', to: '/admin/categorie' }}
      createCrumb="Nuova"
      create={<CategoryForm />}
      edit={(id) => <EditCategory id={id} />}
    />
  );
}
