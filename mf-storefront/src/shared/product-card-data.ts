import { shortDescriptionOf } from '@vetrina/contracts/text';
import type { Product } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit/format';

/** What a product card shows: a small DTO (never the whole product), also an island's prop on /prodotti. */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  image: string;
  /** The picture's alternative text (the product's imageAlt, or its name). */
  alt: string;
  summary: string;
  /** '12,50 €', or '' when the product has no price. */
  price: string;
  availability: string;
  isCustomizable: boolean;
}

export function toProductCard(product: Product): ProductCardData {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    alt: product.imageAlt || product.name,
    summary: shortDescriptionOf(product.description, product.shortDescription),
    price: formatPrice(product.price),
    availability: product.availability,
    isCustomizable: product.isCustomizable,
  };
}
