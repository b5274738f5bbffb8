import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, createKeyRing, migrate, type Db } from '@vetrina/service-kit';
import { LocalFolderStore, type PhotoStore } from '@vetrina/service-kit/photos';
import { createTestDatabase, TEST_GATEWAY_TOKEN, type TestDatabase } from '@vetrina/service-kit/testing';
import type { MakerIdentity } from '@vetrina/contracts';
import { buildApp } from '../app.ts';
import type { ReadMaker } from '../safety/maker-client.ts';
import { migrations, SCHEMA } from '../migrations/index.ts';
import type { ProductValues } from '../products/product-mapper.ts';

export const TEST_PREVIEW_SECRET = 'test-preview-secret-of-at-least-32-characters';
export const TEST_PREVIEW_KEYS = createKeyRing({ current: TEST_PREVIEW_SECRET });

/** A maker who filled 'Impostazioni' → 'Produttore' (svc-content's settings, tested there). */
export const TEST_MAKER: MakerIdentity = {
  makerName: 'Laboratorio Test di Anna Bianchi',
  makerAddress: 'Via Roma 1, 00100 Roma RM',
  makerEmail: 'laboratorio@example.com',
};
export const readTestMaker: ReadMaker = async () => TEST_MAKER;

/** The safety fields a product form needs to publish (each test's products need their own `sku`). */
export const completeSafety = (sku: string) => ({
  sku,
  composition: [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }],
  careInstructions: 'Lavare a 30 °C.',
  ageMinMonths: 0,
});

export interface CatalogTestContext {
  db: Db;
  app: ReturnType<typeof buildApp>;
  uploadsDir: string;
  /** `<uploadsDir>/.originals`, as in production by default. */
  originalsDir: string;
  /** The store the app uses: the folder store over those two folders, or the one passed in. */
  photos: PhotoStore;
  categoryId(slug: string): Promise<number>;
  addProduct(values: Partial<ProductFixture> & { slug: string }): Promise<number>;
  close(): Promise<void>;
}

/** A product to add: its own columns, its category by slug and its creation time. */
export type ProductFixture = Pick<
  ProductValues,
  | 'slug'
  | 'name'
  | 'description'
  | 'short_description'
  | 'image'
  | 'price'
  | 'availability'
  | 'featured'
  | 'is_customizable'
  | 'published'
  | 'image_alt'
  | 'lead_time_min_days'
  | 'lead_time_max_days'
> & { category: string | null; created_at: Date };

/** A migrated, empty catalogue in its own database, with the app wired to it. */
export async function createCatalogTestContext(
  options: { photos?: PhotoStore; readMaker?: ReadMaker } = {},
): Promise<CatalogTestContext> {
  const database: TestDatabase = await createTestDatabase('vetrina_catalog');
  const db = createDb(database.url, SCHEMA, { min: 0, max: 4 });
  await migrate(db, SCHEMA, migrations);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-uploads-'));
  const folder = new LocalFolderStore({ dir: uploadsDir });
  const photos = options.photos ?? folder;
  const app = buildApp({
    db,
    gatewayToken: TEST_GATEWAY_TOKEN,
    photos,
    previewKeys: TEST_PREVIEW_KEYS,
    readMaker: options.readMaker ?? readTestMaker,
  });

  const categoryId = async (slug: string) =>
    (await db('categories').where({ slug }).first('id')).id as number;

  return {
    db,
    app,
    uploadsDir,
    originalsDir: folder.originalsDir,
    photos,
    categoryId,
    async addProduct({ category = null, ...values }) {
      const [row] = await db('products')
        .insert({
          name: values.slug,
          description: 'Una descrizione di prova abbastanza lunga.',
          image: `/uploads/${values.slug}.webp`,
          image_alt: `Foto di ${values.name ?? values.slug}`,
          ...values,
          category_id: category ? await categoryId(category) : null,
        })
        .returning('id');
      return row.id as number;
    },
    async close() {
      await db.destroy();
      await database.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The files a stored photo is served as: full size and each width variant, in WebP and AVIF (sorted). */
export const servedPhotoFiles = (name: string) =>
  ['webp', 'avif']
    .flatMap((ext) => [
      `${name}-w1200.${ext}`,
      `${name}-w400.${ext}`,
      `${name}-w800.${ext}`,
      `${name}.${ext}`,
    ])
    .sort();
