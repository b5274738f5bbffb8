import type { CategoryDetail } from '@vetrina/contracts';
import { toProductCard } from '../../shared/product-card-data.ts';
import { definePage, ReadError } from '../../page-kit/page-module.ts';
import { CategoryPage, type CategoryView } from './CategoryPage.tsx';
import { CATEGORY_NOT_FOUND_HEAD, categoryHead } from './category-head.ts';

/**
 * /categorie/{slug}: the category and its products in one read, the head from the same category. Unknown:
 * the spec's 'Categoria non trovata' with HTTP 404; a failed read or an answer without its category or
 * product list: 'Dati categoria non disponibili' with 503 (never cached).
 */
export const categoryPage = definePage<{ view: CategoryView }>({
  async load({ pathname, params, read }) {
    let detail: CategoryDetail;
    try {
      detail = await read<CategoryDetail>(`/api/categories/${encodeURIComponent(params.slug ?? '')}`);
    } catch (err) {
      const unknown = err instanceof ReadError && err.refused;
      return unknown
        ? {
            props: { view: { state: 'not-found' } },
            status: 404,
            head: () => CATEGORY_NOT_FOUND_HEAD(pathname),
          }
        : { props: { view: { state: 'unavailable' } }, status: 503 };
    }
    if (!detail?.category || !Array.isArray(detail.products))
      return { props: { view: { state: 'unavailable' } }, status: 503 };
    const { category, products } = detail;
    return {
      props: {
        view: {
          state: 'ready',
          name: category.name,
          description: category.description || null,
          products: products.map(toProductCard),
        },
      },
      head: () => categoryHead(detail),
    };
  },
  Page: CategoryPage,
});
