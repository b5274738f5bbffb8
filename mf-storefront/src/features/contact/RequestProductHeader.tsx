import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import text from '../../shared/ui/text.module.css';
import type { RequestFormProduct } from './request-product.ts';
import styles from './RequestProductHeader.module.css';

/** The product a request is about, above its form: its photo and its name, linking back to its page. */
export function RequestProductHeader({ product }: { product: RequestFormProduct }) {
  return (
    <section aria-label="Prodotto richiesto" className={styles.header}>
      <ResponsiveImage
        path={product.image}
        alt={product.imageAlt}
        sizes="120px"
        priority
        className={styles.image}
      />
      <div>
        <p className={`${text.body2} ${text.secondary} ${styles.overline}`}>Richiesta per il prodotto</p>
        <p className={`${text.h6} ${styles.name}`}>
          <a href={`/prodotti/${product.slug}`}>{product.name}</a>
        </p>
      </div>
    </section>
  );
}
