import type { Category, Product } from '@vetrina/contracts';
import { definePage, ReadError, settle, type Read, type Settled } from '../../page-kit/page-module.ts';
import {
  ALL_CATEGORIES,
  CATEGORY_PARAM,
  QUERY_PARAM,
  SEARCH_REFUSED_STATUS,
  productSearchPath,
  toCatalogueItem,
} from './catalogue-filter.ts';
import { CataloguePage, type CataloguePageProps } from './CataloguePage.tsx';

/** The search's ranked matches for `query` (every product when blank); a refused text matches nothing. */
async function readMatches(read: Read, query: string): Promise<Settled<Product[]>> {
  try {
    return { ok: true, data: await read<Product[]>(productSearchPath(query)) };
  } catch (error) {
    return error instanceof ReadError && error.status === SEARCH_REFUSED_STATUS
      ? { ok: true, data: [] }
      : { ok: false };
  }
}

/**
 * /prodotti: the products matching `?q=` (the catalogue service's Italian search, ranked; all of them
 * without a query) and every category, read in parallel; `?categoria=` is applied by the filter island's
 * server render, so the page works without JavaScript. A failed product read shows the spec's error text
 * with 503 (never cached).
 */
export const cataloguePage = definePage<CataloguePageProps>({
  async load({ search, read }) {
    const query = search.get(QUERY_PARAM) ?? '';
    const [products, categories] = await Promise.all([
      readMatches(read, query),
      settle(read<Category[]>('/api/categories')),
    ]);
    const categoryList = categories.ok ? categories.data.map((c) => ({ slug: c.slug, name: c.name })) : [];
    const requested = search.get(CATEGORY_PARAM) ?? ALL_CATEGORIES;
    const props: CataloguePageProps = {
      items: products.ok ? products.data.map(toCatalogueItem) : null,
      categories: categoryList,
      query,
      // An unknown slug shows everything, as 'Tutte le categorie' says.
      category: categoryList.some((c) => c.slug === requested) ? requested : ALL_CATEGORIES,
    };
    return products.ok && categories.ok ? { props } : { props, status: 503 };
  },
  Page: CataloguePage,
});
