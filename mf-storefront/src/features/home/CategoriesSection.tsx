import type { Category } from '@vetrina/contracts';
import { CategoryImage } from '../../shared/CategoryImage.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import type { Settled } from '../../page-kit/page-module.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import styles from './home.module.css';

const TILE_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 300px';

/** What a category tile shows (not the whole category). */
export type CategoryTileData = Pick<Category, 'id' | 'slug' | 'name' | 'description' | 'image'>;

export const toCategoryTile = ({ id, slug, name, description, image }: Category): CategoryTileData => ({
  id,
  slug,
  name,
  description,
  image,
});

function CategoriesContent({ categories }: { categories: Settled<CategoryTileData[]> }) {
  if (!categories.ok)
    return (
      <SectionMessage tone="error">
        Si è verificato un errore nel caricamento delle categorie. Riprova più tardi.
      </SectionMessage>
    );
  if (categories.data.length === 0)
    return (
      <SectionMessage>Al momento non ci sono categorie disponibili. Torna a trovarci presto!</SectionMessage>
    );
  return (
    <ul className={styles.tiles}>
      {categories.data.map((c) => (
        <li key={c.id} className={styles.card}>
          <a href={`/categorie/${c.slug}`} className={styles.tileLink}>
            <CategoryImage image={c.image} alt={c.name} sizes={TILE_SIZES} />
            <div className={styles.cardContent}>
              <h3 className={text.h6}>{c.name}</h3>
              {c.description && <p className={`${text.body2} ${text.secondary}`}>{c.description}</p>}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function CategoriesSection({ categories }: { categories: Settled<CategoryTileData[]> }) {
  return (
    <section aria-labelledby="categories-title" className={`${styles.section} ${styles.paper}`}>
      <Container>
        <SectionHeading
          id="categories-title"
          title="Le Nostre Categorie"
          subtitle="Scegli la categoria che fa per te e lasciati ispirare."
        />
        <div role="alert" className={styles.info}>
          <p>
            Le fantasie mostrate nelle foto sono solo esempi: i tessuti disponibili possono variare in base
            alle scorte.
          </p>
        </div>
        <CategoriesContent categories={categories} />
      </Container>
    </section>
  );
}
