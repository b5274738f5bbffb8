import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import {
  databaseConfigShape,
  gatewayTokenShape,
  keyRingFromConfig,
  loadConfig,
  rotatedAtShape,
  signingKeyShape,
  redisUrlSchema,
} from '@vetrina/service-kit';
import { photoStoreConfigShape, photoStoreSettings } from '@vetrina/service-kit/photos';
import { PREVIEW_TTL_MS } from './preview/preview-token.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const catalogConfigShape = {
  ...databaseConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  REDIS_URL: redisUrlSchema.optional(),
  /** svc-content on the internal network: publishing a product reads the maker's identity from its settings. */
  CONTENT_URL: z.url().default('http://127.0.0.1:4002'),
  /** Key of the HMAC that signs draft preview links, the replaced ones and when they were replaced. */
  ...signingKeyShape('PREVIEW_TOKEN_SECRET'),
  ...rotatedAtShape('PREVIEW_TOKEN_SECRET'),
  UPLOADS_DIR: z.string().min(1).default(path.join(repoRoot, '.data/uploads')),
  /** Uploaded originals, kept to rebuild variants; default `<UPLOADS_DIR>/.originals` (never served). */
  ORIGINALS_DIR: z.string().min(1).optional(),
  /** PHOTO_STORE=folder (UPLOADS_DIR/ORIGINALS_DIR) or s3 (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, …). */
  ...photoStoreConfigShape,
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

/** Private by default: inside the uploads volume, in a dot-folder `/uploads` never serves. */
export const defaultOriginalsDir = (uploadsDir: string) => path.join(uploadsDir, '.originals');

/** The photo store's settings from the folder variables and PHOTO_STORE / S3_*. */
function photoStoreOf(config: z.infer<z.ZodObject<typeof photoStoreShape>>) {
  const originalsDir = config.ORIGINALS_DIR ?? defaultOriginalsDir(config.UPLOADS_DIR);
  return {
    originalsDir,
    settings: photoStoreSettings(config, { dir: config.UPLOADS_DIR, originalsDir }),
  };
}

const photoStoreShape = {
  UPLOADS_DIR: catalogConfigShape.UPLOADS_DIR,
  ORIGINALS_DIR: catalogConfigShape.ORIGINALS_DIR,
  ...photoStoreConfigShape,
};

/** Only the photo store's variables (the maintenance commands need no database or secrets). */
export const loadPhotoStoreSettings = (env: NodeJS.ProcessEnv = process.env) =>
  photoStoreOf(loadConfig(photoStoreShape, env)).settings;

export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(catalogConfigShape, env);
  const photoStore = photoStoreOf(config);
  return {
    ...config,
    ORIGINALS_DIR: photoStore.originalsDir,
    PHOTO_STORE_SETTINGS: photoStore.settings,
    // A replaced key stays valid as long as the links it signed: 7 days after the rotation.
    PREVIEW_TOKEN_KEYS: keyRingFromConfig(config, 'PREVIEW_TOKEN_SECRET', {
      previousWindowMs: PREVIEW_TTL_MS,
    }),
  };
}
