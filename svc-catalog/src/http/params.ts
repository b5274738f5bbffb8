import * as z from 'zod';
import { idOrSlugSchema } from '@vetrina/contracts';
import { parse } from '@vetrina/service-kit';

const PG_INT_MAX = 2_147_483_647;

export const idSchema = z.coerce
  .number({ error: 'Identificativo non valido' })
  .int('Identificativo non valido')
  .positive('Identificativo non valido')
  .max(PG_INT_MAX, 'Identificativo non valido');

export type IdOrSlug = { id: number } | { slug: string };

/** `/:idOrSlug` path parameter: digits mean an id, anything else must look like a slug. */
export function parseIdOrSlug(raw: unknown): IdOrSlug {
  const value = parse(idOrSlugSchema, raw, 'Parametro non valido');
  if (/^\d+$/.test(value)) return { id: parse(idSchema, value, 'Parametro non valido') };
  return { slug: value.toLowerCase() };
}

export const parseId = (raw: unknown): number => parse(idSchema, raw, 'Parametro non valido');
