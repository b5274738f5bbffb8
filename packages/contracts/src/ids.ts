import * as z from 'zod';
import { PG_INT_MAX } from './text-schema.ts';

export const INVALID_ID_MESSAGE = 'Identificativo non valido';

/**
 * A numeric id in a path or query: decimal digits only, no sign, no leading zero, no spaces, within
 * PostgreSQL's integer range ('0x1', ' 1', '1e0', '007', '-1' and '2147483648' are refused).
 */
export const idParamSchema = z
  .string({ error: INVALID_ID_MESSAGE })
  .regex(/^[1-9][0-9]{0,9}$/, INVALID_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(PG_INT_MAX, INVALID_ID_MESSAGE));

/** Path parameter that is either a numeric id or a slug. */
export const idOrSlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+$/i, INVALID_ID_MESSAGE);

/** An id inside a JSON body (a number): positive and within PostgreSQL's integer range. */
export const idNumberSchema = z
  .number({ error: INVALID_ID_MESSAGE })
  .int(INVALID_ID_MESSAGE)
  .positive(INVALID_ID_MESSAGE)
  .max(PG_INT_MAX, INVALID_ID_MESSAGE);
