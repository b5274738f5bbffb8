import { foldForSearch } from '@vetrina/contracts/text';
import type { Product } from '@vetrina/contracts';

export const ALL_CATEGORIES = 'all';

/** Client-side catalogue filter: case- and accent-insensitive text on name + description, and category slug. */
export function filterProducts(products: readonly Product[], query: string, categorySlug: string): Product[] {
  const needle = foldForSearch(query.trim());
  return products.filter((p) => {
    if (categorySlug && categorySlug !== ALL_CATEGORIES && p.category?.slug !== categorySlug) return false;
    if (!needle) return true;
    return foldForSearch(`${p.name} ${p.description}`).includes(needle);
  });
}
