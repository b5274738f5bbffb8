import type { Express } from 'express';
import type { GatewayConfig } from '../config.ts';

/** Page metadata for crawlers, sitemap.xml and robots.txt. */
export function seoRoutes(_app: Express, _config: GatewayConfig): void {}
