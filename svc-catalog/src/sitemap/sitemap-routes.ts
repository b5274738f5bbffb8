import { Router } from 'express';
import type { Db } from '@vetrina/service-kit';
import { publicCache } from '../http/cache.ts';

interface SitemapRow {
  slug: string;
  name: string;
  image: string | null;
  updated_at: Date;
}

const toEntry = (row: SitemapRow) => ({
  slug: row.slug,
  name: row.name,
  image: row.image,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * `GET /api/internal/sitemap`: every published product and every category page, for the gateway's
 * sitemap.xml. Read-only and public data only.
 */
export function sitemapRoutes(db: Db): Router {
  const router = Router();
  router.get('/sitemap', publicCache, async (_req, res) => {
    const [products, categories] = await Promise.all([
      db('products')
        .where({ published: true })
        .select<SitemapRow[]>('slug', 'name', 'image', 'updated_at')
        .orderBy('id'),
      db('categories').select<SitemapRow[]>('slug', 'name', 'image', 'updated_at').orderBy('id'),
    ]);
    res.json({ products: products.map(toEntry), categories: categories.map(toEntry) });
  });
  return router;
}
