import { Box, Checkbox, Chip } from '@mui/material';
import type { AdminProduct } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { RowActions } from '../../shared/RowActions.tsx';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';
import { AvailabilityChip } from './AvailabilityChip.tsx';
import { SafetyMissingChip } from './safety/SafetyMissingChip.tsx';

const TOUCH = { width: 44, height: 44 } as const;

interface ProductsListProps {
  products: AdminProduct[];
  onToggleFeatured: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function Thumbnail({ product }: { product: AdminProduct }) {
  return (
    <Box
      component="img"
      src={product.image}
      alt=""
      loading="lazy"
      sx={{
        width: 56,
        height: 56,
        objectFit: 'cover',
        borderRadius: 1,
        flexShrink: 0,
        bgcolor: 'action.hover',
      }}
    />
  );
}

function ProductName({ product }: { product: AdminProduct }) {
  return (
    <>
      {product.name}
      {!product.published && <Chip size="small" label="Bozza" color="secondary" sx={{ ml: 1 }} />}
      <SafetyMissingChip product={product} />
    </>
  );
}

export function ProductsList({ products, onToggleFeatured, onDelete }: ProductsListProps) {
  const columns: ListColumn<AdminProduct>[] = [
    {
      header: 'Immagine',
      visuallyHiddenHeader: true,
      hideInCard: true,
      render: (p) => <Thumbnail product={p} />,
    },
    { header: 'Nome', hideInCard: true, render: (p) => <ProductName product={p} /> },
    { header: 'Prezzo', render: (p) => formatPrice(p.price) || '—' },
    { header: 'Categoria', render: (p) => p.category?.name ?? 'Nessuna categoria' },
    { header: 'Disponibilità', render: (p) => <AvailabilityChip availability={p.availability} /> },
    {
      header: 'In evidenza',
      render: (p) => (
        <Checkbox
          checked={p.featured}
          onChange={() => onToggleFeatured(p)}
          slotProps={{ input: { 'aria-label': `In evidenza: ${p.name}` } }}
          sx={TOUCH}
        />
      ),
    },
  ];

  return (
    <ResponsiveList
      items={products}
      getKey={(p) => p.id}
      columns={columns}
      label="Prodotti"
      cardTitle={(p) => <ProductName product={p} />}
      cardMedia={(p) => <Thumbnail product={p} />}
      actions={(p) => (
        <RowActions
          name={p.name}
          publicHref={`/prodotti/${p.slug}`}
          editTo={`/admin/prodotti/${p.id}`}
          onDelete={() => onDelete(p)}
        />
      )}
    />
  );
}
