import type { RequestHandler } from 'express';

/** Admin and per-user answers: no cache, shared or private, may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
