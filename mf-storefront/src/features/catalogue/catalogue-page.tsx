import type { Category, Product } from '@vetrina/contracts';
import { definePage, settle } from '../../ssr/page-module.ts';
import { ALL_CATEGORIES, CATEGORY_PARAM, QUERY_PARAM, toCatalogueItem } from './catalogue-filter.ts';
import { CataloguePage, type CataloguePageProps } from './CataloguePage.tsx';

/**
 * /prodotti: every product and category, read in parallel; the query string's filters (`?q=`,
 * `?categoria=`) are applied by the filter island's server render, so the page works without JavaScript.
 * A failed product read shows the spec's error text with 503 (never cached).
 */
export const cataloguePage = definePage<CataloguePageProps>({
  async load({ search, read }) {
    const [products, categories] = await Promise.all([
      settle(read<Product[]>('/api/products')),
      settle(read<Category[]>('/api/categories')),
    ]);
    const categoryList = categories.ok ? categories.data.map((c) => ({ slug: c.slug, name: c.name })) : [];
    const requested = search.get(CATEGORY_PARAM) ?? ALL_CATEGORIES;
    const props: CataloguePageProps = {
      items: products.ok ? products.data.map(toCatalogueItem) : null,
      categories: categoryList,
      query: search.get(QUERY_PARAM) ?? '',
      // An unknown slug shows everything, as 'Tutte le categorie' says.
      category: categoryList.some((c) => c.slug === requested) ? requested : ALL_CATEGORIES,
    };
    return products.ok && categories.ok ? { props } : { props, status: 503 };
  },
  Page: CataloguePage,
});
