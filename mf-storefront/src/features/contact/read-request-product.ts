import type { Product } from '@vetrina/contracts';
import type { Read } from '../../page-kit/page-module.ts';
import type { RequestFormProduct } from './request-product.ts';

/** The published product of `?prodotto=`, as the form needs it; null when there is none (a plain form). */
export async function readRequestProduct(read: Read, slug: string): Promise<RequestFormProduct | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  try {
    const { name, image, imageAlt, questions } = await read<Product>(`/api/products/${slug}`);
    return { slug, name, image, imageAlt, questions };
  } catch {
    return null;
  }
}
