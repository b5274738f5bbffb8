import type { IncomingMessage } from 'node:http';
import { WRITE_METHODS } from '@vetrina/service-kit';
import { underPrefix } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';

/**
 * Budgets a request counts against: reads (pages, API reads), writes (admin writes, form posts) and
 * photos (/uploads: a page shows dozens, but each unknown name costs a photo-store lookup).
 */
export const RATE_LIMIT_CLASSES = ['reads', 'writes', 'photos'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

/** Files with a dot the gateway builds itself, from the catalogue. */
const BUILT_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * A static file: under /remotes, or outside /api with a dot in its last segment (the shell's
 * `/main.3f2a9c1d.js`, `/favicon.svg`), which the gateway passes to the shell's file server, never to
 * the page renderer. A page view loads dozens of them; they cost no render and no database read.
 */
function isStaticFile(path: string): boolean {
  if (underPrefix(path, '/remotes')) return true;
  if (underPrefix(path, '/api') || BUILT_FILES.has(path)) return false;
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The budget a request counts against, or undefined when it is never limited. Health and metrics are
 * answered before the limiter runs (service-kit's createApp), so they never reach this.
 */
export function rateLimitClassOf(req: IncomingMessage): RateLimitClass | undefined {
  if (WRITE_METHODS.has(req.method ?? '')) return 'writes';
  const path = matchPathOf(req);
  if (underPrefix(path, '/uploads')) return 'photos';
  return isStaticFile(path) ? undefined : 'reads';
}
