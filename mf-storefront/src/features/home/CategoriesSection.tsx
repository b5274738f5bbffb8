import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PLACEHOLDERS } from '@vetrina/contracts/constants';
import type { Category } from '@vetrina/contracts';
import { CategoryImage } from '../../shared/CategoryImage.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import { retryOf, type SectionQuery } from './home-queries.ts';

const TILE_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 300px';

function CategoryTile({ category }: { category: Category }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/categorie/${category.slug}`} sx={{ height: '100%' }}>
        <CategoryImage image={category.image} alt={category.name} sizes={TILE_SIZES} />
        <CardContent>
          <Typography component="h3" variant="h6">
            {category.name}
          </Typography>
          {category.description && (
            <Typography variant="body2" color="text.secondary">
              {category.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function TileGrid({ children }: { children: ReactNode[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children.map((child, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          {child}
        </Grid>
      ))}
    </Grid>
  );
}

function CategoriesContent({ categories }: { categories: SectionQuery<Category[]> }) {
  const { data, isPending, isError } = categories;
  if (isPending) {
    return (
      <TileGrid>
        {Array.from({ length: PLACEHOLDERS.categories }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="category-tile-skeleton" aria-hidden="true">
            <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
            <CardContent>
              <Skeleton variant="text" width="60%" />
            </CardContent>
          </Card>
        ))}
      </TileGrid>
    );
  }
  if (isError) {
    return (
      <SectionMessage tone="error" onRetry={retryOf(categories)}>
        Si è verificato un errore nel caricamento delle categorie. Riprova più tardi.
      </SectionMessage>
    );
  }
  if (data.length === 0) {
    return (
      <SectionMessage>Al momento non ci sono categorie disponibili. Torna a trovarci presto!</SectionMessage>
    );
  }
  return (
    <TileGrid>
      {data.map((c) => (
        <CategoryTile key={c.id} category={c} />
      ))}
    </TileGrid>
  );
}

export function CategoriesSection({ categories }: { categories: SectionQuery<Category[]> }) {
  return (
    <Box component="section" aria-labelledby="categories-title" sx={{ py: 6, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="categories-title"
          title="Le Nostre Categorie"
          subtitle="Scegli la categoria che fa per te e lasciati ispirare."
        />
        <Alert severity="info" sx={{ mb: 3 }}>
          Le fantasie mostrate nelle foto sono solo esempi: i tessuti disponibili possono variare in base alle
          scorte.
        </Alert>
        <CategoriesContent categories={categories} />
      </Container>
    </Box>
  );
}
