import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Whole-page placeholder: hero, a row of 4 cards, a row of 3 cards, a text-plus-image block. */
export function HomeSkeleton() {
  return (
    <Container
      maxWidth="lg"
      sx={{ py: 4 }}
      data-testid="home-skeleton"
      aria-busy="true"
      aria-label="Caricamento"
    >
      <Skeleton variant="rounded" sx={{ height: { xs: 260, md: 380 }, mb: 6 }} />
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" sx={{ height: 220 }} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={1}>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
        </Grid>
      </Grid>
    </Container>
  );
}
