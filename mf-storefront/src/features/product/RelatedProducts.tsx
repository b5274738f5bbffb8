import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router';
import { PLACEHOLDERS } from '@vetrina/contracts/constants';
import type { RelatedProduct } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { useRelatedProducts } from '../../api/storefront-queries.ts';
import { AvailabilityBadge } from '../../shared/AvailabilityBadge.tsx';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';

const CARD_WIDTH = 240;

function RelatedCard({ product, categoryName }: { product: RelatedProduct; categoryName: string }) {
  return (
    <Card
      variant="outlined"
      sx={{ width: CARD_WIDTH, flexShrink: 0, scrollSnapAlign: 'start', position: 'relative' }}
    >
      <Box sx={{ position: 'relative' }}>
        <ResponsiveImage
          path={product.image}
          alt={product.imageAlt || product.name}
          sizes={`${CARD_WIDTH}px`}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 0,
            px: 1.5,
            py: 0.25,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 600,
            borderRadius: '0 4px 4px 0',
          }}
        >
          {categoryName}
        </Box>
        <IconButton
          component={RouterLink}
          to={`/prodotti/${product.slug}`}
          aria-label={`Vedi ${product.name}`}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <VisibilityIcon />
        </IconButton>
      </Box>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap title={product.name}>
          {product.name}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(product.price)}</Typography>
          <AvailabilityBadge availability={product.availability} />
        </Stack>
      </CardContent>
    </Card>
  );
}

const stripSx = {
  display: 'flex',
  gap: 2,
  overflowX: 'auto',
  pb: 1,
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** 'Altri prodotti in {category}': horizontal strip, hidden when there are none (or on error). */
export function RelatedProducts({
  productId,
  categoryId,
  categoryName,
}: {
  productId: number;
  categoryId: number;
  categoryName: string;
}) {
  const { data, isPending, isError } = useRelatedProducts(categoryId, productId);
  const related = (data ?? []).filter((p) => p.id !== productId);
  if (!isPending && (isError || related.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: 8 }}>
      <Typography id="related-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Altri prodotti in {categoryName}
      </Typography>
      <Box component="ul" sx={stripSx} tabIndex={0} aria-label={`Altri prodotti in ${categoryName}`}>
        {isPending
          ? Array.from({ length: PLACEHOLDERS.related }, (_, i) => (
              <li key={i} aria-hidden="true" data-testid="related-skeleton">
                <Card variant="outlined" sx={{ width: CARD_WIDTH }}>
                  <Skeleton variant="rectangular" sx={{ height: 180 }} />
                  <CardContent>
                    <Skeleton variant="text" />
                    <Skeleton variant="text" width="50%" />
                  </CardContent>
                </Card>
              </li>
            ))
          : related.map((p) => (
              <li key={p.id}>
                <RelatedCard product={p} categoryName={categoryName} />
              </li>
            ))}
      </Box>
    </Box>
  );
}
