import type { IncomingMessage } from 'node:http';
import { WRITE_METHODS } from '@vetrina/service-kit';
import { underPrefix } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';

/** Budgets a request counts against: reads (pages, API reads) and writes (admin writes, form posts). */
export type RateLimitClass = 'reads' | 'writes';

/** Files served as they are by a static server: the remotes' bundles and the uploaded photos. */
const STATIC_PREFIXES = ['/remotes', '/uploads'];
/** Files with a dot the gateway builds itself, from the catalogue. */
const BUILT_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * A static file: under a static prefix, or outside /api with a dot in its last segment (the shell's
 * `/main.3f2a9c1d.js`, `/favicon.svg`), which the gateway passes to the shell's file server, never to
 * the page renderer. A page view loads dozens of them; they cost no render and no database read.
 */
function isStaticFile(path: string): boolean {
  if (STATIC_PREFIXES.some((prefix) => underPrefix(path, prefix))) return true;
  if (underPrefix(path, '/api') || BUILT_FILES.has(path)) return false;
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The budget a request counts against, or undefined when it is never limited. Health and metrics are
 * answered before the limiter runs (service-kit's createApp), so they never reach this.
 */
export function rateLimitClassOf(req: IncomingMessage): RateLimitClass | undefined {
  if (WRITE_METHODS.has(req.method ?? '')) return 'writes';
  return isStaticFile(matchPathOf(req)) ? undefined : 'reads';
}
