import { Box, Typography } from '@mui/material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { Category } from '@vetrina/contracts';
import { RowActions } from '../../shared/RowActions.tsx';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';

function CategoryPicture({ category }: { category: Category }) {
  const box = { width: 48, height: 48, borderRadius: 1, flexShrink: 0 } as const;
  if (!category.image) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <CategoryOutlined color="action" aria-hidden />
      </Box>
    );
  }
  return (
    <Box component="img" src={category.image} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover' }} />
  );
}

function CategoryName({ category }: { category: Category }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CategoryPicture category={category} />
      <span>{category.name}</span>
    </Box>
  );
}

interface CategoriesListProps {
  categories: Category[];
  onDelete: (category: Category) => void;
}

export function CategoriesList({ categories, onDelete }: CategoriesListProps) {
  const columns: ListColumn<Category>[] = [
    { header: 'Nome', hideInCard: true, render: (c) => <CategoryName category={c} /> },
    { header: 'Slug', render: (c) => <code>{c.slug}</code> },
    {
      header: 'Descrizione',
      render: (c) =>
        c.description ? (
          c.description
        ) : (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            Nessuna descrizione
          </Typography>
        ),
    },
  ];
  return (
    <ResponsiveList
      items={categories}
      getKey={(c) => c.id}
      columns={columns}
      label="Categorie"
      cardTitle={(c) => <CategoryName category={c} />}
      actions={(c) => (
        <RowActions
          name={c.name}
          publicHref={`/categorie/${c.slug}`}
          editTo={`/admin/categorie/${c.id}`}
          onDelete={() => onDelete(c)}
        />
      )}
    />
  );
}
