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
 * sitemap.xml (internal network only). A category's update time is the later of its own and its newest
 * published product's: its page shows both. Read-only and public data only.
 */
export function sitemapRoutes(db: Db): Router {
  const router = Router();
  router.get('/sitemap', publicCache, async (_req, res) => {
    const [products, categories] = await Promise.all([
      db('products')
        .where({ published: true })
        .select<SitemapRow[]>('slug', 'name', 'image', 'updated_at')
        .orderBy('id'),
      db('categories as c')
        .leftJoin(
          db('products')
            .where({ published: true })
            .groupBy('category_id')
            .select('category_id')
            .max({ newest: 'updated_at' })
            .as('p'),
          'p.category_id',
          'c.id',
        )
        .select<SitemapRow[]>(
          'c.slug',
          'c.name',
          'c.image',
          db.raw('greatest(c.updated_at, p.newest) as updated_at'),
        )
        .orderBy('c.id'),
    ]);
    res.json({ products: products.map(toEntry), categories: categories.map(toEntry) });
  });
  return router;
}
