import { Link as RouterLink } from 'react-router';
import { Box, Checkbox, Chip, IconButton, Tooltip } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { AdminProduct } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';
import { AvailabilityChip } from './AvailabilityChip.tsx';

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
        <>
          <Tooltip describeChild title="Visualizza la pagina pubblica">
            <IconButton
              component="a"
              href={`/prodotti/${p.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Visualizza ${p.name}`}
              sx={TOUCH}
            >
              <OpenInNew aria-hidden />
            </IconButton>
          </Tooltip>
          <Tooltip describeChild title="Modifica">
            <IconButton
              component={RouterLink}
              to={`/admin/prodotti/${p.id}`}
              aria-label={`Modifica ${p.name}`}
              sx={TOUCH}
            >
              <EditOutlined aria-hidden />
            </IconButton>
          </Tooltip>
          <Tooltip describeChild title="Elimina">
            <IconButton color="error" onClick={() => onDelete(p)} aria-label={`Elimina ${p.name}`} sx={TOUCH}>
              <DeleteOutline aria-hidden />
            </IconButton>
          </Tooltip>
        </>
      )}
    />
  );
}
