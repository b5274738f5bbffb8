import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { PhotoStore } from '@vetrina/service-kit/photos';

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** Pixel-bomb guard: a few KB of PNG can declare billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Served encodings, each with the same width variants: AVIF for browsers that accept it (about half
 * the bytes), WebP for the others. Effort 2 keeps a 12-megapixel upload's answer around a second.
 */
export const ENCODINGS = {
  webp: (image: Sharp) => image.webp({ quality: 80 }),
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
} as const;
export type Encoding = keyof typeof ENCODINGS;
/** Written last: its presence means every file of the picture is complete. */
const LAST_ENCODING: Encoding = 'avif';

/**
 * An uploaded picture's name is the hash of its bytes, so a name always means the same picture: a
 * restore only adds the names it lacks, and the same photo uploaded twice is stored once.
 * 128 bits of SHA-256 keep the URLs short.
 */
export const contentName = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export class UnsupportedImageError extends Error {}
export class ImageTooLargeError extends Error {}

/** Reads the real format from the bytes (never the name or declared type). */
export async function detectFormat(
  buffer: Buffer,
): Promise<{ format: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('not an image');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new UnsupportedImageError(String(meta.format));
  if (!meta.width || !meta.height) throw new UnsupportedImageError('no dimensions');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageTooLargeError('too many pixels');
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Passes a stream through and keeps a copy of its bytes (the largest variant is also the base file). */
function keepingBytes(source: Sharp): { stream: Transform; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  pipeline(source, stream, () => {});
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/**
 * Puts `<name>.webp` and `<name>.avif` (at most 1200 px wide) plus `-w400/-w800/-w1200` variants
 * of each into the photo store, re-encoded from raw pixels so no metadata (EXIF, GPS) of the original
 * survives. The input is decoded once; each variant streams from its sharp pipeline into the store
 * (no temporary file), and the store puts every object in place whole, so a page never gets a
 * half-written photo, even when the same picture is stored again. The base files are put last, the
 * base AVIF very last. Returns the public URL of the WebP.
 */
export async function storeImage(
  store: PhotoStore,
  input: Buffer,
  name: string,
  encodings: readonly Encoding[] = ['webp', 'avif'],
): Promise<string> {
  // Decode once (at most the largest width), then encode every variant from the raw pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (encoding: Encoding, width: number) =>
    ENCODINGS[encoding](sharp(data, raw).resize({ width, withoutEnlargement: true }));
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const bases = new Map<Encoding, () => Buffer>();
  await Promise.all(
    encodings.flatMap((encoding) =>
      IMAGE_WIDTHS.map((width) => {
        const key = `${name}-w${width}.${encoding}`;
        if (width !== largest) return store.put(key, encode(encoding, width));
        const kept = keepingBytes(encode(encoding, width));
        bases.set(encoding, kept.bytes);
        return store.put(key, kept.stream);
      }),
    ),
  );
  const ordered = [...encodings].sort((a, b) => Number(a === LAST_ENCODING) - Number(b === LAST_ENCODING));
  for (const encoding of ordered) await store.put(`${name}.${encoding}`, bases.get(encoding)!());
  return `/uploads/${name}.webp`;
}
