import * as z from 'zod';
import type { MakerIdentity } from '@vetrina/contracts';
import { AppError, type Logger } from '@vetrina/service-kit';

/** Reads the maker's identity ('Impostazioni' → 'Produttore') when a product is published. */
export type ReadMaker = () => Promise<MakerIdentity>;

export const MAKER_UNAVAILABLE_MESSAGE =
  'Non è stato possibile leggere i dati del produttore dalle impostazioni. Riprova tra poco.';

const makerSchema = z.object({
  makerName: z.string().default(''),
  makerAddress: z.string().default(''),
  makerEmail: z.string().default(''),
});

/**
 * Reads the public settings from svc-content on the internal network (CONTENT_URL), as the storefront's
 * renderer does: never through the gateway. A settings service that does not answer in time refuses the
 * publication (503, nothing written) rather than publishing a product without its maker.
 */
export function createMakerClient(baseUrl: string, logger: Logger, timeoutMs = 5_000): ReadMaker {
  return async () => {
    let res: Response;
    try {
      res = await fetch(new URL('/api/settings', baseUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'settings unreachable for a publication');
      throw new AppError(503, MAKER_UNAVAILABLE_MESSAGE, { cause: error });
    }
    const body: unknown = await res.json().catch(() => undefined);
    const maker = res.ok ? makerSchema.safeParse(body) : undefined;
    if (!maker?.success) {
      logger.warn({ status: res.status }, 'unexpected settings answer for a publication');
      throw new AppError(503, MAKER_UNAVAILABLE_MESSAGE);
    }
    return maker.data;
  };
}
