import { AvailabilityBadge } from '../../shared/AvailabilityBadge.tsx';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import { iconButtonClass } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import type { RelatedCardData } from './product-details.ts';
import styles from './RelatedProducts.module.css';

const CARD_WIDTH = 240;

function RelatedCard({ product, categoryName }: { product: RelatedCardData; categoryName: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage path={product.image} alt={product.alt} sizes={`${CARD_WIDTH}px`} />
        <span className={styles.ribbon}>{categoryName}</span>
        <a
          href={`/prodotti/${product.slug}`}
          aria-label={`Vedi ${product.name}`}
          className={`${iconButtonClass} ${styles.view}`}
        >
          <Icon path={ICONS.visibility} />
        </a>
      </div>
      <div className={styles.content}>
        <h3 className={styles.name} title={product.name}>
          {product.name}
        </h3>
        <div className={styles.footer}>
          <p className={styles.price}>{product.price}</p>
          <AvailabilityBadge availability={product.availability} />
        </div>
      </div>
    </article>
  );
}

/** 'Altri prodotti in {category}': a horizontal strip (server markup; the page leaves it out when empty). */
export function RelatedProducts({
  categoryName,
  products,
}: {
  categoryName: string;
  products: RelatedCardData[];
}) {
  return (
    <section aria-labelledby="related-title" className={styles.section}>
      <h2 id="related-title" className={styles.title}>
        Altri prodotti in {categoryName}
      </h2>
      {/* Focusable: a keyboard can scroll the strip. */}
      <ul className={styles.strip} tabIndex={0} aria-label={`Altri prodotti in ${categoryName}`}>
        {products.map((p) => (
          <li key={p.id}>
            <RelatedCard product={p} categoryName={categoryName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
