import { DEFAULT_KEYWORDS, pageSummaryOf, productJsonLd } from '@vetrina/contracts';
import type { Product } from '@vetrina/contracts';
import { imagePreload } from '../../page-kit/image-preload.ts';
import { notFoundHead, type HeadSite, type PageHead } from '../../page-kit/page-head.ts';
import { MAIN_IMAGE_SIZES } from './Gallery.tsx';

/** An unknown product, or a draft without its link (spec texts). */
export const PRODUCT_NOT_FOUND_HEAD = (path: string): PageHead =>
  notFoundHead(
    'Prodotto non trovato',
    'Il prodotto che stai cercando non è disponibile o è stato rimosso.',
    path,
  );

/**
 * A product page's head, from the product it read: its name and summary, its picture (preloaded with the
 * HTML: the page's largest paint), Product and BreadcrumbList JSON-LD. A draft's preview is never indexed.
 */
export function productHead(product: Product, site: HeadSite, preview: boolean): PageHead {
  const preload = imagePreload(product.image, MAIN_IMAGE_SIZES);
  return {
    title: product.name,
    description: pageSummaryOf(product.description, product.shortDescription),
    path: `/prodotti/${product.slug}`,
    keywords: [product.name, ...(product.category ? [product.category.name] : []), ...DEFAULT_KEYWORDS],
    ogType: 'product',
    image: product.image,
    imageAlt: product.imageAlt || product.name,
    jsonLd: productJsonLd(product, site.origin, site.siteName, site.shipping, site.maker),
    preloads: preload ? [preload] : [],
    ...(preview ? { robots: 'noindex' } : {}),
  };
}
