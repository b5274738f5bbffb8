import type { Product } from '@vetrina/contracts';
import {
  SEARCH_REFUSED_STATUS,
  productSearchPath,
  toCatalogueItem,
  type CatalogueItem,
} from './catalogue-filter.ts';

/** The catalogue's products matching `query` (all when blank), in the server's ranking order. */
export async function searchProducts(query: string, signal: AbortSignal): Promise<CatalogueItem[]> {
  const res = await fetch(productSearchPath(query), { headers: { Accept: 'application/json' }, signal });
  if (res.status === SEARCH_REFUSED_STATUS) return [];
  if (!res.ok) throw new Error(`product search failed with ${res.status}`);
  return ((await res.json()) as Product[]).map(toCatalogueItem);
}
