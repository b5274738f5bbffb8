import { AvailabilityBadge } from '../../shared/AvailabilityBadge.tsx';
import { CatalogueBreadcrumbs } from '../../shared/CatalogueBreadcrumbs.tsx';
import { StatusPanel } from '../../shared/StatusPanel.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import { Island } from '../../islands/Island.tsx';
import { Gallery } from './Gallery.tsx';
import type { ProductDetails } from './product-details.ts';
import { ProductSafetySection } from './ProductSafetySection.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import styles from './ProductPage.module.css';
import { requestFormUrl } from '../contact/request-product.ts';

export interface ProductPageProps {
  /** null: no such product (or its read failed). */
  product: ProductDetails | null;
}

function Details({ product }: { product: ProductDetails }) {
  const { category } = product;
  return (
    <>
      <CatalogueBreadcrumbs
        current={product.name}
        via={category ? [{ label: category.name, to: `/categorie/${category.slug}` }] : []}
      />
      <div className={styles.columns}>
        <div>
          <Island
            name="Gallery"
            component={Gallery}
            props={{ items: product.gallery, productName: product.name }}
            hydrate="load"
          />
        </div>
        <div>
          <h1 className={`${text.h3} ${text.gutter} ${styles.name}`}>{product.name}</h1>
          <div className={styles.availability}>
            <AvailabilityBadge availability={product.availability} size="medium" />
            {product.price && <p className={`${text.h4} ${styles.price}`}>{product.price}</p>}
          </div>
          {product.leadTime && (
            <p className={`${text.body} ${text.secondary} ${styles.leadTime}`}>{product.leadTime}</p>
          )}
          {product.customizationPrice && (
            <div className={styles.customization}>
              <p className={styles.customizationTitle}>Prodotto personalizzabile</p>
              Puoi personalizzare questo prodotto con nome, colori o fantasie a scelta. Supplemento
              personalizzazione: <strong>{product.customizationPrice}</strong>
            </div>
          )}
          <div className={`${text.body} ${styles.description}`}>{product.description}</div>
          {category && (
            <div className={styles.category}>
              <p className={styles.overline}>Categoria</p>
              <a href={`/categorie/${category.slug}`} className={styles.categoryLink}>
                {category.name}
              </a>
              {category.description && (
                <p className={`${text.body2} ${text.secondary} ${styles.categoryText}`}>
                  {category.description}
                </p>
              )}
            </div>
          )}
          <ProductSafetySection safety={product.safety} />
          <div className={styles.actions}>
            <ButtonLink href={requestFormUrl(product.slug)} size="large">
              <Icon path={ICONS.mailOutline} small />
              Richiedi Informazioni
            </ButtonLink>
            <ButtonLink href="/prodotti" variant="outlined" size="large">
              <Icon path={ICONS.arrowBack} small />
              Torna ai Prodotti
            </ButtonLink>
          </div>
        </div>
      </div>
      {category && product.related.length > 0 && (
        <RelatedProducts categoryName={category.name} products={product.related} />
      )}
    </>
  );
}

/** /prodotti/{slug} (spec §2 Product detail): server markup; only the gallery is an island. */
export function ProductPage({ product }: ProductPageProps) {
  return (
    <Container className={styles.page}>
      {product ? (
        <Details product={product} />
      ) : (
        <StatusPanel
          title="Prodotto non trovato"
          text="Il prodotto che stai cercando non è disponibile o è stato rimosso."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      )}
    </Container>
  );
}
