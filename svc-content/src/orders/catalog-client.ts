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
 * Reads a published product (by id or slug) from svc-catalog's API on the internal network (CATALOG_URL),
 * as the storefront's renderer does: never through the gateway. A draft or deleted product is not found
 * (null); a catalogue that does not answer in time is a 503 with an Italian message, and nothing is written.
 */
export function createCatalogReader(baseUrl: string, logger: Logger, timeoutMs = 5_000) {
  return async (key: number | string): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(new URL(`/api/products/${encodeURIComponent(key)}`, baseUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      logger.warn({ product: key, err: (error as Error).message }, 'catalogue unreachable');
      throw new AppError(503, ORDER_MESSAGES.catalogUnavailable, { cause: error });
    }
    if (res.status === 404 || res.status === 400) return null;
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok || body === undefined) {
      logger.warn({ product: key, status: res.status }, 'unexpected catalogue answer');
      throw new AppError(503, ORDER_MESSAGES.catalogUnavailable);
    }
    return body;
  };
}
export type CatalogReader = ReturnType<typeof createCatalogReader>;

/** A catalogue answer that is not a product is the catalogue's fault: 503, as when it is down. */
export function productOf<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(503, ORDER_MESSAGES.catalogUnavailable);
  return parsed.data as T;
}

/** The orders' view of a product: name, price and lead time, copied into a new line. */
export function createCatalogClient(baseUrl: string, logger: Logger, timeoutMs = 5_000): FindProduct {
  const read = createCatalogReader(baseUrl, logger, timeoutMs);
  return async (id) => {
    const body = await read(id);
    if (body === null) return null;
    const { leadTimeMinDays, leadTimeMaxDays, ...rest } = productOf(catalogProductSchema, body);
    return { ...rest, leadTimeDays: leadTimeMaxDays ?? leadTimeMinDays };
  };
}
