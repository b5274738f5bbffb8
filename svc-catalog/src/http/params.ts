import { idOrSlugSchema } from '@vetrina/contracts';
import { parse, parseId } from '@vetrina/service-kit';

export type IdOrSlug = { id: number } | { slug: string };

/** `/:idOrSlug` path parameter: digits mean an id, anything else must look like a slug. */
export function parseIdOrSlug(raw: unknown): IdOrSlug {
  const value = parse(idOrSlugSchema, raw, 'Parametro non valido');
  if (/^\d+$/.test(value)) return { id: parseId(value) };
  return { slug: value.toLowerCase() };
}
