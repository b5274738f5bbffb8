import { Island } from '../../islands/Island.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import { CatalogueError } from './CatalogueError.tsx';
import { CatalogueFilter, type CatalogueFilterProps } from './CatalogueFilter.tsx';
import styles from './CataloguePage.module.css';

export interface CataloguePageProps extends Omit<CatalogueFilterProps, 'items'> {
  /** null: the products could not be read. */
  items: CatalogueFilterProps['items'] | null;
}

/** /prodotti (spec §2 Catalogue): the heading is markup; search, filter and results are one island. */
export function CataloguePage({ items, ...filters }: CataloguePageProps) {
  return (
    <Container className={styles.page}>
      <h1 className={`${text.h3} ${styles.title}`}>I Nostri Prodotti</h1>
      <p className={`${text.body} ${text.secondary} ${styles.intro}`}>
        Sfoglia tutte le nostre creazioni artigianali e trova quella perfetta per te.
      </p>
      {items ? (
        <Island
          name="CatalogueFilter"
          component={CatalogueFilter}
          props={{ items, ...filters }}
          hydrate="load"
        />
      ) : (
        <CatalogueError />
      )}
    </Container>
  );
}
