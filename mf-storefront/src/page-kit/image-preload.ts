import type { ImagePreload } from './page-head.ts';

/** The storefront's srcset convention for `/uploads/<name>.webp` (web-kit imageSources). */
const UPLOAD_PATTERN = /^\/uploads\/([^?#]+?)(?:-w\d+)?\.webp$/;
const IMAGE_WIDTHS = [400, 800, 1200];

/**
 * A picture's preload with the srcset and sizes of its `<picture>`'s AVIF source (ResponsiveImage):
 * browsers without AVIF skip a preload typed image/avif. Null for a picture outside /uploads.
 */
export function imagePreload(path: string | null | undefined, sizes: string): ImagePreload | null {
  const match = path ? UPLOAD_PATTERN.exec(path) : null;
  if (!match) return null;
  const base = `/uploads/${match[1]}`;
  return {
    href: `${base}.avif`,
    srcset: IMAGE_WIDTHS.map((w) => `${base}-w${w}.avif ${w}w`).join(', '),
    sizes,
    type: 'image/avif',
  };
}
