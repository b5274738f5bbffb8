import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** Pixel-bomb guard: a few KB of PNG can declare billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 80;

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

/**
 * Writes `<name>.webp` (at most 1200 px wide) plus `-w400/-w800/-w1200` variants, re-encoded
 * to WebP so no metadata (EXIF, GPS) of the original survives. Returns the public base URL.
 */
export async function storeImage(
  uploadsDir: string,
  input: Buffer | string,
  name: string = randomUUID(),
): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  // Decode once (at most the largest width), then encode every variant from the raw pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width: number) =>
    sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const variants = await Promise.all(IMAGE_WIDTHS.map(encode));
  await Promise.all(
    IMAGE_WIDTHS.map((width, i) => writeFile(path.join(uploadsDir, `${name}-w${width}.webp`), variants[i]!)),
  );
  await writeFile(path.join(uploadsDir, `${name}.webp`), variants[variants.length - 1]!);
  return `/uploads/${name}.webp`;
}
