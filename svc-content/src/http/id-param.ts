import * as z from 'zod';
import { parse } from '@vetrina/service-kit';

const INVALID_ID = 'Identificativo non valido';

/** Digits only ('12abc', '1.5', '-1', '007' are refused), within PostgreSQL's integer range. */
const idSchema = z
  .string({ error: INVALID_ID })
  .regex(/^[1-9]\d{0,9}$/, INVALID_ID)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, INVALID_ID));

export const parseId = (raw: unknown) => parse(idSchema, raw, 'Parametro non valido');
