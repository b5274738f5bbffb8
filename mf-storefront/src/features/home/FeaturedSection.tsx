import { ProductCard } from '../../shared/ProductCard.tsx';
import type { ProductCardData } from '../../shared/product-card-data.ts';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import type { Settled } from '../../page-kit/page-module.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import styles from './home.module.css';

function FeaturedContent({ featured }: { featured: Settled<ProductCardData[]> }) {
  if (!featured.ok)
    return (
      <SectionMessage tone="error">
        Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.
      </SectionMessage>
    );
  if (featured.data.length === 0)
    return (
      <SectionMessage>Al momento non ci sono prodotti in evidenza. Torna a trovarci presto!</SectionMessage>
    );
  return (
    <ProductGrid label="Prodotti in evidenza">
      {featured.data.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </ProductGrid>
  );
}

export function FeaturedSection({ featured }: { featured: Settled<ProductCardData[]> }) {
  return (
    <section aria-labelledby="featured-title" className={styles.section}>
      <Container>
        <SectionHeading
          id="featured-title"
          title="Prodotti in Evidenza"
          subtitle="Una selezione delle nostre creazioni più amate, cucite a mano una per una."
        />
        <FeaturedContent featured={featured} />
        <div className={styles.more}>
          <ButtonLink href="/prodotti" variant="outlined">
            Vedi tutti i prodotti
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
