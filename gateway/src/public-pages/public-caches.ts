import type { RequestHandler } from 'express';
import { matchesAny } from '../routing/route-table.ts';

/** Admin paths whose successful writes change what the public pages show. */
export const CONTENT_ADMIN_PREFIXES = [
  '/api/admin/products',
  '/api/admin/categories',
  '/api/admin/testimonials',
  '/api/admin/upload',
  '/api/admin/settings',
];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The gateway's caches of public data (server renders, page metadata), emptied together. */
export interface PublicCaches {
  register(clear: () => void): void;
  clear(): void;
}

export function createPublicCaches(): PublicCaches {
  const clears = new Set<() => void>();
  return {
    register: (clear) => void clears.add(clear),
    clear: () => clears.forEach((clear) => clear()),
  };
}

/**
 * After a successful (2xx) admin write passes through, the public caches are emptied as the answer's
 * status line is written, so a read the admin makes right after it already sees the change.
 */
export function clearAfterAdminWrites(caches: PublicCaches): RequestHandler {
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || !matchesAny(req.path, CONTENT_ADMIN_PREFIXES)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (status >= 200 && status < 300) caches.clear();
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
