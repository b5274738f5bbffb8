import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="product-card-skeleton" aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}
