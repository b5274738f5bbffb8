import type { RequestHandler } from 'express';

/**
 * Public reads: any cache may keep them but must revalidate each use, so an admin change shows at
 * once (issue 9); Express adds a weak ETag to every JSON body and answers 304 when If-None-Match
 * matches, so revalidation costs no body.
 */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, no-cache');
  next();
};
