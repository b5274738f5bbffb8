import type { Product, ProductMedia, RelatedProduct } from '@vetrina/contracts';
import { definePage, ReadError, settle } from '../../page-kit/page-module.ts';
import { ProductPage, type ProductPageProps } from './ProductPage.tsx';
import { toProductDetails } from './product-details.ts';
import { PRODUCT_NOT_FOUND_HEAD, productHead } from './product-head.ts';

/** A draft's preview link (`?anteprima=`): its token goes with the product's own reads. */
const previewQuery = (token: string | null) => (token ? `?${new URLSearchParams({ anteprima: token })}` : '');

/**
 * /prodotti/{slug}: the product, its media and its category's other products, read in two steps; the head
 * (title, social tags, Product JSON-LD, the main picture's preload) from the same product. A product the
 * catalogue does not know (or a draft without its link) is the page's own not-found state with HTTP 404;
 * a failed read shows the same calm text with 503 (never cached). Missing media or related products only
 * leave out the gallery or the strip (spec §7: media errors fall back to an empty list).
 */
export const productPage = definePage<ProductPageProps>({
  async load({ pathname, params, search, read }) {
    const preview = previewQuery(search.get('anteprima'));
    let product: Product;
    try {
      product = await read<Product>(`/api/products/${encodeURIComponent(params.slug ?? '')}${preview}`);
    } catch (err) {
      if (err instanceof ReadError && err.refused)
        return {
          props: { product: null },
          status: 404,
          head: () => PRODUCT_NOT_FOUND_HEAD(pathname),
        };
      return { props: { product: null }, status: 503 };
    }
    const [media, related] = await Promise.all([
      settle(read<ProductMedia[]>(`/api/products/${product.id}/images${preview}`)),
      product.category && product.categoryId !== null
        ? settle(
            read<RelatedProduct[]>(`/api/categories/${product.categoryId}/products?exclude=${product.id}`),
          )
        : settle(Promise.resolve([])),
    ]);
    return {
      props: {
        product: toProductDetails(product, media.ok ? media.data : [], related.ok ? related.data : []),
      },
      head: (site) => productHead(product, site, search.has('anteprima')),
    };
  },
  Page: ProductPage,
});
