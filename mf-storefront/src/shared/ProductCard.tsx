import text from './ui/text.module.css';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import type { ProductCardData } from './product-card-data.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import styles from './ProductCard.module.css';

export function ProductCard({
  product,
  headingLevel = 'h3',
  priority = false,
}: {
  product: ProductCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list is above the fold (the page's LCP element on a phone). */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <a href={`/prodotti/${product.slug}`} className={styles.link}>
        <div className={styles.media}>
          <ResponsiveImage path={product.image} alt={product.alt} priority={priority} />
          {product.isCustomizable && <span className={styles.customizable}>Personalizzabile</span>}
        </div>
        <div className={styles.content}>
          <Heading className={`${text.h6} ${text.gutter}`}>{product.name}</Heading>
          <p className={`${text.body2} ${text.secondary} ${styles.summary}`}>{product.summary}</p>
          <div className={styles.footer}>
            {product.price ? <p className={styles.price}>{product.price}</p> : <span />}
            <AvailabilityBadge availability={product.availability} />
          </div>
        </div>
      </a>
    </article>
  );
}
