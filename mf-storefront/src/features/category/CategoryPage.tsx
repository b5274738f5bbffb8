import { CatalogueBreadcrumbs } from '../../shared/CatalogueBreadcrumbs.tsx';
import { ProductCard } from '../../shared/ProductCard.tsx';
import type { ProductCardData } from '../../shared/product-card-data.ts';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { StatusPanel } from '../../shared/StatusPanel.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './CategoryPage.module.css';

export type CategoryView =
  | { state: 'not-found' }
  | { state: 'unavailable' }
  | { state: 'ready'; name: string; description: string | null; products: ProductCardData[] };

function CategoryContent({ name, description, products }: Extract<CategoryView, { state: 'ready' }>) {
  return (
    <>
      <CatalogueBreadcrumbs current={name} />
      <h1 className={`${text.h3} ${text.gutter} ${styles.title}`}>{name}</h1>
      {description && <p className={`${text.body} ${text.secondary} ${styles.description}`}>{description}</p>}
      {products.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={`${text.h5} ${styles.emptyTitle}`}>Nessun prodotto in questa categoria</h2>
          <ButtonLink href="/prodotti">Visualizza tutti i prodotti</ButtonLink>
        </div>
      ) : (
        <ProductGrid label={`Prodotti in ${name}`}>
          {products.map((p, index) => (
            <ProductCard key={p.id} product={p} headingLevel="h2" priority={index === 0} />
          ))}
        </ProductGrid>
      )}
    </>
  );
}

/** /categorie/{slug} (spec §2 Category page): server markup only, no island. */
export function CategoryPage({ view }: { view: CategoryView }) {
  return (
    <Container className={styles.page}>
      {view.state === 'ready' && <CategoryContent {...view} />}
      {view.state === 'not-found' && (
        <StatusPanel
          title="Categoria non trovata"
          text="La categoria che stai cercando non esiste o è stata rimossa."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      )}
      {view.state === 'unavailable' && (
        <StatusPanel
          title="Dati categoria non disponibili"
          text="Impossibile caricare i dati della categoria. Riprova più tardi."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      )}
    </Container>
  );
}
