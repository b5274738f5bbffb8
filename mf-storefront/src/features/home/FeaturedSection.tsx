import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import { PLACEHOLDERS } from '@vetrina/contracts/constants';
import type { Product } from '@vetrina/contracts';
import { ProductCard } from '../../shared/ProductCard.tsx';
import { ProductCardSkeleton } from '../../shared/ProductCardSkeleton.tsx';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import { retryOf, type SectionQuery } from './home-queries.ts';

function FeaturedContent({ featured }: { featured: SectionQuery<Product[]> }) {
  const { data, isPending, isError } = featured;
  if (isPending) {
    return (
      <ProductGrid>
        {Array.from({ length: PLACEHOLDERS.featured }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGrid>
    );
  }
  if (isError) {
    return (
      <SectionMessage tone="error" onRetry={retryOf(featured)}>
        Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.
      </SectionMessage>
    );
  }
  if (data.length === 0) {
    return (
      <SectionMessage>Al momento non ci sono prodotti in evidenza. Torna a trovarci presto!</SectionMessage>
    );
  }
  return (
    <ProductGrid label="Prodotti in evidenza">
      {data.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </ProductGrid>
  );
}

export function FeaturedSection({ featured }: { featured: SectionQuery<Product[]> }) {
  return (
    <Box component="section" aria-labelledby="featured-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-title"
          title="Prodotti in Evidenza"
          subtitle="Una selezione delle nostre creazioni più amate, cucite a mano una per una."
        />
        <FeaturedContent featured={featured} />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/prodotti" variant="outlined">
            Vedi tutti i prodotti
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
