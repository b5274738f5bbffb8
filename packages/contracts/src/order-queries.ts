import * as z from 'zod';
import { ORDER_STATUSES } from './order-status.ts';
import { ORDER_MESSAGES } from './order-texts.ts';
import { isoDateSchema } from './order-money.ts';
import { singleLineText } from './text-schema.ts';

export const ORDER_LIST_SCOPES = ['open', 'all'] as const;
export const ORDER_PAGE_SIZE_MAX = 100;

/** GET /api/admin/orders query: status filter, customer search (name, e-mail, phone), open or all, paging. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status }).optional(),
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    singleLineText('Ricerca non valida').max(100, 'Ricerca non valida').optional(),
  ),
  scope: z.enum(ORDER_LIST_SCOPES, { error: 'Mostra: open o all' }).default('open'),
  page: z.coerce
    .number({ error: 'Pagina non valida' })
    .int('Pagina non valida')
    .min(1, 'Pagina non valida')
    .max(100_000, 'Pagina non valida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Dimensione della pagina non valida' })
    .int('Dimensione della pagina non valida')
    .min(1, 'Dimensione della pagina non valida')
    .max(ORDER_PAGE_SIZE_MAX, 'Dimensione della pagina non valida')
    .default(50),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /api/admin/orders/export.csv query: orders created from `from` to `to` (both included, Rome dates). */
export const orderExportQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((p) => p.from <= p.to, { message: ORDER_MESSAGES.period, path: ['to'] })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, {
    message: ORDER_MESSAGES.period,
    path: ['to'],
  });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
