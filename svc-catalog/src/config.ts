import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { databaseConfigShape, gatewayTokenShape, loadConfig } from '@vetrina/service-kit';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const catalogConfigShape = {
  ...databaseConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  /** Key of the HMAC that signs draft preview links. */
  PREVIEW_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
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
  return { ...config, ORIGINALS_DIR: config.ORIGINALS_DIR ?? defaultOriginalsDir(config.UPLOADS_DIR) };
}
