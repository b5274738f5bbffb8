import * as z from 'zod';
import { ConfigError } from '../config.ts';
import { LocalFolderStore } from './folder-store.ts';
import { instrumentedPhotoStore } from './photo-store-metrics.ts';
import type { PhotoStore } from './photo-store.ts';
import { S3Store, type S3StoreOptions } from './s3-store.ts';

/** S3 bucket names: 3-63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An empty variable (`S3_ENDPOINT=` in an .env) counts as unset. */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The variables of the photo store, read by every service that touches photos (svc-catalog, svc-backup). */
export const photoStoreConfigShape = {
  /** `folder` (UPLOADS_DIR, the default) or `s3` (any S3-compatible bucket: the S3_* variables). */
  PHOTO_STORE: z.enum(['folder', 's3'], { error: 'must be folder or s3' }).default('folder'),
  S3_ENDPOINT: unlessEmpty(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
  S3_REGION: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('us-east-1')),
  S3_BUCKET: unlessEmpty(z.string().regex(BUCKET, 'must be a bucket name (3-63 a-z, 0-9, . and -)')),
  S3_ACCESS_KEY_ID: unlessEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unlessEmpty(z.string()),
};

type PhotoStoreConfig = z.infer<z.ZodObject<typeof photoStoreConfigShape>>;

export type PhotoStoreSettings =
  { kind: 'folder'; dir: string; originalsDir?: string } | ({ kind: 's3' } & S3StoreOptions);

/** Checks the S3 variables that PHOTO_STORE=s3 needs (one line per missing one, like loadConfig). */
export function photoStoreSettings(
  config: PhotoStoreConfig,
  folders: { dir: string; originalsDir?: string },
): PhotoStoreSettings {
  if (config.PHOTO_STORE === 'folder') return { kind: 'folder', ...folders };
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const absent = required.filter((name) => !config[name]);
  if (absent.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${absent.map((name) => `  - ${name}: required when PHOTO_STORE=s3`).join('\n')}`,
    );
  return {
    kind: 's3',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  };
}

/** The store the settings name, counting its failures in `photo_store_errors_total`. */
export function createPhotoStore(settings: PhotoStoreSettings): PhotoStore {
  const store = settings.kind === 'folder' ? new LocalFolderStore(settings) : new S3Store(settings);
  return instrumentedPhotoStore(store);
}

/** Where the photos are, for a log line (never the keys). */
export const describePhotoStore = (settings: PhotoStoreSettings) =>
  settings.kind === 'folder'
    ? { photoStore: 'folder', dir: settings.dir }
    : { photoStore: 's3', endpoint: settings.endpoint ?? `aws:${settings.region}`, bucket: settings.bucket };
