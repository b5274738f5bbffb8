import type * as z from 'zod';
import { idParamSchema } from '@vetrina/contracts';
import { AppError } from './errors.ts';

/** Parses outside input with a contracts schema; bad input becomes a 400 with `{message, issues}`. */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  message = 'Dati non validi',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }));
  throw new AppError(400, message, { issues });
}

/** A numeric id from a path parameter (decimal, within PostgreSQL's integer range) or a 400. */
export const parseId = (raw: unknown): number => parse(idParamSchema, raw, 'Parametro non valido');
