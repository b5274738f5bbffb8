import { ORDER_MESSAGES, productSchema } from '@vetrina/contracts';
import { AppError, type Logger } from '@vetrina/service-kit';

/** What an order copies from the catalogue when a line names a product. */
export interface CatalogProduct {
  id: number;
  name: string;
  /** '12.50', or null when the catalogue shows no price ('su richiesta'). */
  price: string | null;
  /** The longest lead time the product page promises (working days), or null when not set. */
  leadTimeDays: number | null;
}

export type FindProduct = (id: number) => Promise<CatalogProduct | null>;

const catalogProductSchema = productSchema.pick({
  id: true,
  name: true,
  price: true,
  leadTimeMinDays: true,
  leadTimeMaxDays: true,
});

/**
 * Reads a product from svc-catalog's public API on the internal network (CATALOG_URL), as the storefront's
 * renderer does: never through the gateway. A draft or deleted product is not found (null); a catalogue
 * that does not answer in time is a 503 with an Italian message, and nothing is written.
 */
export function createCatalogClient(baseUrl: string, logger: Logger, timeoutMs = 5_000): FindProduct {
  return async (id) => {
    let res: Response;
    try {
      res = await fetch(new URL(`/api/products/${id}`, baseUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      logger.warn(
        { productId: id, err: (error as Error).message },
        'catalogue unreachable for an order line',
      );
      throw new AppError(503, ORDER_MESSAGES.catalogUnavailable, { cause: error });
    }
    if (res.status === 404 || res.status === 400) return null;
    const body: unknown = await res.json().catch(() => undefined);
    const product = res.ok ? catalogProductSchema.safeParse(body) : undefined;
    if (!product?.success) {
      logger.warn({ productId: id, status: res.status }, 'unexpected catalogue answer for an order line');
      throw new AppError(503, ORDER_MESSAGES.catalogUnavailable);
    }
    const { leadTimeMinDays, leadTimeMaxDays, ...rest } = product.data;
    return { ...rest, leadTimeDays: leadTimeMaxDays ?? leadTimeMinDays };
  };
}
