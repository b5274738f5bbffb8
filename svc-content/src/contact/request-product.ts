import { productSchema, type ProductQuestion, type RequestProduct } from '@vetrina/contracts';
import { productOf, type CatalogReader } from '../orders/catalog-client.ts';

/** The product a request is about, as the form shows it, with its current questions. */
export interface ProductWithQuestions extends RequestProduct {
  questions: ProductQuestion[];
}

export type FindRequestProduct = (slug: string) => Promise<ProductWithQuestions | null>;

const requestProductSchema = productSchema.pick({
  id: true,
  slug: true,
  name: true,
  image: true,
  imageAlt: true,
  questions: true,
});

/** Reads the published product a request names, by slug, from svc-catalog (null: no such product). */
export function createRequestProductReader(read: CatalogReader): FindRequestProduct {
  return async (slug) => {
    const body = await read(slug);
    return body === null ? null : productOf(requestProductSchema, body);
  };
}
