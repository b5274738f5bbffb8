import type { Product, ProductMedia } from '@vetrina/contracts';

export interface GalleryItem {
  key: string;
  imageUrl: string;
  isVideo: boolean;
  videoUrl: string | null;
  /** Alternative text of the picture (the product's imageAlt, a media item's altText). */
  alt: string;
}

/**
 * Spec §2 gallery rules: the main product image is always first; the other media follow by displayOrder
 * (items without an order last, ties by id); the media image equal to the main image is dropped.
 */
export function buildGallery(
  product: Pick<Product, 'image' | 'imageAlt' | 'name'>,
  media: readonly ProductMedia[],
): GalleryItem[] {
  const main: GalleryItem = {
    key: 'main',
    imageUrl: product.image,
    isVideo: false,
    videoUrl: null,
    alt: product.imageAlt || product.name,
  };
  const others = media
    .filter((m) => m.isVideo || m.imageUrl !== product.image)
    .toSorted((a, b) => {
      if (a.displayOrder === b.displayOrder) return a.id - b.id;
      if (a.displayOrder === null) return 1;
      if (b.displayOrder === null) return -1;
      return a.displayOrder - b.displayOrder;
    })
    .map((m) => ({
      key: `media-${m.id}`,
      imageUrl: m.imageUrl,
      isVideo: m.isVideo,
      videoUrl: m.videoUrl,
      alt: m.altText || product.imageAlt || product.name,
    }));
  return [main, ...others];
}

/** A gallery (thumbnails) is shown only when there is more than one item. */
export function hasGallery(items: readonly GalleryItem[]): boolean {
  return items.length > 1;
}
