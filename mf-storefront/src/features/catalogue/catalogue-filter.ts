import type { Product } from '@vetrina/contracts';
import { toProductCard, type ProductCardData } from '../../shared/product-card-data.ts';

export const ALL_CATEGORIES = 'all';

/** The query string of /prodotti: `?q=` the search text, `?categoria=` a category slug. */
export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'categoria';

/** The longest search text the catalogue service accepts (the search box stops there). */
export const SEARCH_MAX_LENGTH = 200;

/** A product of the catalogue as the page and its filter island get it. */
export interface CatalogueItem extends ProductCardData {
  categorySlug: string | null;
}

export function toCatalogueItem(product: Product): CatalogueItem {
  return { ...toProductCard(product), categorySlug: product.category?.slug ?? null };
}

/**
 * The product list to read for a search text: the catalogue service's ranked Italian search
 * (`/api/products?q=`: plurals, accents, typos), or every product when the text is blank.
 */
export function productSearchPath(query: string): string {
  const text = query.trim();
  return text ? `/api/products?${new URLSearchParams({ [QUERY_PARAM]: text }).toString()}` : '/api/products';
}

/**
 * The search refuses a text no product can match (over 200 characters, control characters) with 400:
 * the catalogue shows its empty state for it, never an error.
 */
export const SEARCH_REFUSED_STATUS = 400;

/** The items of one category (`all` or nothing: every item), in the order given (the search's ranking). */
export function filterByCategory(items: readonly CatalogueItem[], categorySlug: string): CatalogueItem[] {
  if (!categorySlug || categorySlug === ALL_CATEGORIES) return [...items];
  return items.filter((item) => item.categorySlug === categorySlug);
}

/** The catalogue's URL for these filters: none set is plain /prodotti. */
export function catalogueSearch(query: string, categorySlug: string): string {
  const params = new URLSearchParams();
  if (query) params.set(QUERY_PARAM, query);
  if (categorySlug && categorySlug !== ALL_CATEGORIES) params.set(CATEGORY_PARAM, categorySlug);
  const search = params.toString();
  return search ? `?${search}` : '';
}
