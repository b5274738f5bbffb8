import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '@vetrina/web-kit';
import { shortDescriptionOf } from '@vetrina/contracts/text';
import type { Product } from '@vetrina/contracts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';

export function ProductCard({
  product,
  headingLevel = 'h3',
  priority = false,
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list is above the fold (the page's LCP element on a phone). */
  priority?: boolean;
}) {
  const price = formatPrice(product.price);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/prodotti/${product.slug}`} sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative' }}>
          <ResponsiveImage path={product.image} alt={product.imageAlt || product.name} priority={priority} />
          {product.isCustomizable && (
            <Chip
              label="Personalizzabile"
              color="primary"
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 600 }}
            />
          )}
        </Box>
        <CardContent>
          <Typography component={headingLevel} variant="h6" gutterBottom>
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {shortDescriptionOf(product.description, product.shortDescription)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            {price ? (
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {price}
              </Typography>
            ) : (
              <span />
            )}
            <AvailabilityBadge availability={product.availability} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
