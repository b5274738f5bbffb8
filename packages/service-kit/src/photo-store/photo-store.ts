import type { Readable } from 'node:stream';

/**
 * Where the shop's photos live: a local folder (UPLOADS_DIR, the default) or an S3-compatible bucket
 * (PHOTO_STORE=s3). Both hold the same keys: `<name>.webp`, `<name>-w400.avif`, … (served) and
 * `.originals/<name>.jpg` (private, never served). A photo's name is the hash of its bytes, so a key
 * always means the same content: writers only ever add or rewrite a key with the same bytes.
 */
export interface PhotoStore {
  readonly kind: 'folder' | 's3';
  /** Puts the whole object under `key`; once this returns the object is durable and readable whole. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The object's bytes (all, or the inclusive byte range), or `undefined` when there is none. */
  get(key: string, range?: ByteRange): Promise<PhotoObject | undefined>;
  head(key: string): Promise<PhotoInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** One page of keys starting with `prefix`, in key order; pass `next` back for the following page. */
  list(prefix?: string, page?: { after?: string; limit?: number }): Promise<PhotoPage>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what interrupted writes left (folder `.part` files, unfinished multipart uploads) older than `olderThanMs`. */
  removeIncomplete(olderThanMs: number, now?: number): Promise<number>;
}

export interface PutOptions {
  contentType?: string;
  /** The folder store keeps it readable by the service's user only (originals hold EXIF/GPS). */
  private?: boolean;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface PhotoInfo {
  key: string;
  size: number;
  modifiedMs: number;
  /** Strong validator of the bytes (the S3 ETag; size and time for a file), quoted. */
  etag: string;
}

export interface PhotoObject extends PhotoInfo {
  body: Readable;
  /** Bytes in `body` (the range's length when one was asked for). */
  length: number;
}

export interface PhotoPage {
  entries: PhotoInfo[];
  /** Set when more keys follow: the `after` of the next page. */
  next?: string;
}

export class InvalidPhotoKeyError extends Error {}

/** `name.ext` or `folder/name.ext`: no empty, `..` or absolute parts, nothing a URL or a shell would bend. */
const KEY = /^(?:[A-Za-z0-9._-]+\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const isPhotoKey = (key: string) =>
  KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..' || part.endsWith('.part'));

export function checkPhotoKey(key: string): string {
  if (!isPhotoKey(key))
    throw new InvalidPhotoKeyError(`invalid photo key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

/** Keys whose first part starts with a dot (`.originals/…`) are private: never served. */
export const isPrivatePhotoKey = (key: string) => key.startsWith('.');

export const ORIGINALS_PREFIX = '.originals/';

/** Every entry under `prefix`, page after page. */
export async function* allPhotos(store: PhotoStore, prefix = '', limit = 1000): AsyncGenerator<PhotoInfo> {
  let after: string | undefined;
  do {
    const page = await store.list(prefix, { ...(after ? { after } : {}), limit });
    yield* page.entries;
    after = page.next;
  } while (after);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
