import type { Product, ProductMedia, RelatedProduct } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit/format';
import { buildGallery, type GalleryItem } from './gallery.ts';
import { leadTimeLabel } from './lead-time.ts';
import { toSafetyDetails, type SafetyDetails } from './safety-details.ts';

/** What the product page shows, computed on the server from the API's product, media and related list. */
export interface ProductDetails {
  name: string;
  slug: string;
  /** '12,50 €', or '' without a price. */
  price: string;
  availability: string;
  leadTime: string | null;
  /** The surcharge ('8,00 €') of a customizable product; null when it is not customizable. */
  customizationPrice: string | null;
  description: string;
  category: { name: string; slug: string; description: string | null } | null;
  gallery: GalleryItem[];
  related: RelatedCardData[];
  safety: SafetyDetails;
}

/** One card of the 'Altri prodotti in {category}' strip. */
export interface RelatedCardData {
  id: number;
  slug: string;
  name: string;
  image: string;
  alt: string;
  price: string;
  availability: string;
}

export function toProductDetails(
  product: Product,
  media: readonly ProductMedia[],
  related: readonly RelatedProduct[],
): ProductDetails {
  return {
    name: product.name,
    slug: product.slug,
    price: formatPrice(product.price),
    availability: product.availability,
    leadTime: leadTimeLabel(product),
    customizationPrice: product.isCustomizable ? formatPrice(product.customizationPrice) : null,
    description: product.description,
    category: product.category
      ? {
          name: product.category.name,
          slug: product.category.slug,
          description: product.category.description || null,
        }
      : null,
    gallery: buildGallery(product, media),
    safety: toSafetyDetails(product),
    // The current product never appears in its own strip (spec §2).
    related: related
      .filter((r) => r.id !== product.id)
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        image: r.image,
        alt: r.imageAlt || r.name,
        price: formatPrice(r.price),
        availability: r.availability,
      })),
  };
}
