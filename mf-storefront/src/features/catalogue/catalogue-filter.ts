import { foldForSearch } from '@vetrina/contracts/text';
import type { Product } from '@vetrina/contracts';
import { toProductCard, type ProductCardData } from '../../shared/product-card-data.ts';

export const ALL_CATEGORIES = 'all';

/** The query string of /prodotti: `?q=` the search text, `?categoria=` a category slug. */
export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'categoria';

/** A product of the catalogue as the page and its filter island get it. */
export interface CatalogueItem extends ProductCardData {
  categorySlug: string | null;
  /** Name and description, folded (lowercase, no accents), matched against the folded search text. */
  searchText: string;
}

export function toCatalogueItem(product: Product): CatalogueItem {
  return {
    ...toProductCard(product),
    categorySlug: product.category?.slug ?? null,
    searchText: foldForSearch(`${product.name} ${product.description}`),
  };
}

/** Catalogue filter: case- and accent-insensitive text on name + description, and category slug. */
export function filterCatalogue(
  items: readonly CatalogueItem[],
  query: string,
  categorySlug: string,
): CatalogueItem[] {
  const needle = foldForSearch(query.trim());
  return items.filter((item) => {
    if (categorySlug && categorySlug !== ALL_CATEGORIES && item.categorySlug !== categorySlug) return false;
    return !needle || item.searchText.includes(needle);
  });
}

/** The catalogue's URL for these filters: none set is plain /prodotti. */
export function catalogueSearch(query: string, categorySlug: string): string {
  const params = new URLSearchParams();
  if (query) params.set(QUERY_PARAM, query);
  if (categorySlug && categorySlug !== ALL_CATEGORIES) params.set(CATEGORY_PARAM, categorySlug);
  const search = params.toString();
  return search ? `?${search}` : '';
}
