import type { RequestHandler } from 'express';

export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Public reads: short shared caching; Express adds a weak ETag to every JSON body and answers
 * 304 when If-None-Match matches, so revalidation costs no body.
 */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  next();
};

/** Admin answers are per user and must never be stored by a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
