/**
 * The rows the fuzzer's writes may touch: its own product, media item, category, testimonial and user,
 * made before the run and removed after it, so no generated request can change the demo content or the
 * administrator the rest of the suite signs in with.
 */
export interface FuzzFixtures {
  productId: number;
  mediaId: number;
  categoryId: number;
  testimonialId: number;
  userId: number;
  /** No message is made: its routes act on an id that does not exist (they still parse and look it up). */
  messageId: number;
  /**
   * Nor an order: its routes act on an id that does not exist (an order the fuzzer moved through its
   * statuses could not be deleted afterwards); the orders it creates itself are its own rows.
   */
  orderId: number;
  /** Public reads are harmless: any demo product and category. */
  publicProduct: { id: number; slug: string };
  publicCategory: { id: number; slug: string };
}

const BACKUP_NAME = 'vetrina-2026-01-01T00-00-00-000Z-manual.sql';

/** The row a route's `:param` names, chosen so that only the fuzzer's own rows can be written. */
export function paramTarget(path: string, name: string, fixtures: FuzzFixtures): number | string {
  if (name === 'filename') return BACKUP_NAME;
  if (name === 'slug')
    return path.startsWith('/categorie') ? fixtures.publicCategory.slug : fixtures.publicProduct.slug;
  if (name === 'page') return 'chi-siamo';
  if (name === 'idOrSlug')
    return path.startsWith('/api/categories') ? fixtures.publicCategory.slug : fixtures.publicProduct.slug;
  if (path.startsWith('/api/admin/products/images/')) return fixtures.mediaId;
  if (path.startsWith('/api/admin/products/')) return fixtures.productId;
  if (path.startsWith('/api/admin/categories/')) return fixtures.categoryId;
  if (path.startsWith('/api/admin/testimonials/')) return fixtures.testimonialId;
  if (path.startsWith('/api/admin/users/')) return fixtures.userId;
  if (path.startsWith('/api/admin/messages/')) return fixtures.messageId;
  if (path.startsWith('/api/admin/orders/')) return fixtures.orderId;
  return 1;
}
