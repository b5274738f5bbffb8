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
import { PREVIEW_TTL_MS } from './preview/preview-token.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const catalogConfigShape = {
  ...databaseConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  REDIS_URL: redisUrlSchema.optional(),
  /** Key of the HMAC that signs draft preview links, the replaced ones and when they were replaced. */
  ...signingKeyShape('PREVIEW_TOKEN_SECRET'),
  ...rotatedAtShape('PREVIEW_TOKEN_SECRET'),
  UPLOADS_DIR: z.string().min(1).default(path.join(repoRoot, '.data/uploads')),
  /** Uploaded originals, kept to rebuild variants; default `<UPLOADS_DIR>/.originals` (never served). */
  ORIGINALS_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

/** Private by default: inside the uploads volume, in a dot-folder `/uploads` never serves. */
export const defaultOriginalsDir = (uploadsDir: string) => path.join(uploadsDir, '.originals');

export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(catalogConfigShape, env);
  return {
    ...config,
    ORIGINALS_DIR: config.ORIGINALS_DIR ?? defaultOriginalsDir(config.UPLOADS_DIR),
    // A replaced key stays valid as long as the links it signed: 7 days after the rotation.
    PREVIEW_TOKEN_KEYS: keyRingFromConfig(config, 'PREVIEW_TOKEN_SECRET', {
      previousWindowMs: PREVIEW_TTL_MS,
    }),
  };
}
