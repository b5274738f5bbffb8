import { Link as RouterLink } from 'react-router';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Category } from '@vetrina/contracts';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';

const TOUCH = { width: 44, height: 44 } as const;

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
        <>
          <Tooltip describeChild title="Visualizza la pagina pubblica">
            <IconButton
              component="a"
              href={`/categorie/${c.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Visualizza ${c.name}`}
              sx={TOUCH}
            >
              <OpenInNew aria-hidden />
            </IconButton>
          </Tooltip>
          <Tooltip describeChild title="Modifica">
            <IconButton
              component={RouterLink}
              to={`/admin/categorie/${c.id}`}
              aria-label={`Modifica ${c.name}`}
              sx={TOUCH}
            >
              <EditOutlined aria-hidden />
            </IconButton>
          </Tooltip>
          <Tooltip describeChild title="Elimina">
            <IconButton color="error" onClick={() => onDelete(c)} aria-label={`Elimina ${c.name}`} sx={TOUCH}>
              <DeleteOutline aria-hidden />
            </IconButton>
          </Tooltip>
        </>
      )}
    />
  );
}
