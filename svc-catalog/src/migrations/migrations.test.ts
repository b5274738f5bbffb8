import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_CATEGORIES } from '@vetrina/contracts';
import { createDb, migrate, type Db } from '@vetrina/service-kit';
import { createTestDatabase, type TestDatabase } from '@vetrina/service-kit/testing';
import { migrations, SCHEMA } from './index.ts';

describe('catalog migrations', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('vetrina_catalog_mig');
    db = createDb(database.url, SCHEMA, { min: 0, max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('creates every table inside the catalog schema only', async () => {
    const applied = await migrate(db, SCHEMA, migrations);
    expect(applied).toHaveLength(Object.keys(migrations).length);
    const { rows } = await db.raw<{ rows: { table_schema: string; table_name: string }[] }>(
      `select table_schema, table_name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by table_name`,
    );
    expect(rows.every((r) => r.table_schema === SCHEMA)).toBe(true);
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['categories', 'products', 'product_media', 'knex_migrations']),
    );
  });

  it('seeds the five fixed categories once, even when run again', async () => {
    expect(await migrate(db, SCHEMA, migrations)).toEqual([]);
    const categories = await db('categories').orderBy('id').select('slug');
    expect(categories.map((c) => c.slug)).toEqual(FIXED_CATEGORIES.map((c) => c.slug));
  });

  it('enforces the money columns and defaults', async () => {
    const [row] = await db('products')
      .insert({
        slug: 'x',
        name: 'x',
        description: 'x',
        image: '/uploads/x.webp',
        image_alt: 'x',
        price: '3.456',
      })
      .returning(['price', 'availability', 'customization_price', 'featured', 'published']);
    expect(row).toEqual({
      price: '3.46',
      availability: 'Disponibile',
      customization_price: '8.00',
      featured: false,
      published: true,
    });
  });
});

describe('issue 9 migration on a catalogue with data', () => {
  it('keeps existing products published and fills every alt text from the product name', async () => {
    const database = await createTestDatabase('vetrina_catalog_mig9');
    const db = createDb(database.url, SCHEMA, { min: 0, max: 2 });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '20261123000005'),
      );
      await migrate(db, SCHEMA, before);
      const [{ id }] = await db('products')
        .insert({ slug: 'vecchio', name: 'Bavaglino vecchio', description: 'x', image: '/uploads/v.webp' })
        .returning('id');
      await db('product_media').insert({ product_id: id, image_url: '/uploads/v2.webp' });

      expect(await migrate(db, SCHEMA, migrations)).toContain('20261123000005-drafts-alt-lead-time');
      expect(await db('products').first('published', 'image_alt', 'lead_time_min_days')).toEqual({
        published: true,
        image_alt: 'Bavaglino vecchio',
        lead_time_min_days: null,
      });
      expect(await db('product_media').first('alt_text')).toEqual({ alt_text: 'Bavaglino vecchio' });
      await expect(
        db('products').where({ id }).update({ lead_time_min_days: 5, lead_time_max_days: 2 }),
      ).rejects.toThrow(/products_lead_time_check/);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
