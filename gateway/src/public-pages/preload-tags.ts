import { escapeHtml } from './head-tags.ts';

/** A page's main picture, downloaded with the HTML. */
export type Preload = { as: 'image'; href: string; srcset?: string; sizes?: string; type?: string };

/** The storefront's srcset convention for `/uploads/<name>.webp` (web-kit imageSources). */
const UPLOAD_PATTERN = /^\/uploads\/([^?#]+?)(?:-w\d+)?\.webp$/;
const IMAGE_WIDTHS = [400, 800, 1200];

/**
 * The product page's main picture, with the srcset and sizes of its `<picture>`'s AVIF source
 * (ProductPage gallery): browsers without AVIF skip a preload typed image/avif.
 */
export function imagePreload(path: string | null | undefined, sizes: string): Preload | null {
  const match = path ? UPLOAD_PATTERN.exec(path) : null;
  if (!match) return null;
  const base = `/uploads/${match[1]}`;
  return {
    as: 'image',
    href: `${base}.avif`,
    srcset: IMAGE_WIDTHS.map((w) => `${base}-w${w}.avif ${w}w`).join(', '),
    sizes,
    type: 'image/avif',
  };
}

/** `<link rel=preload>` tags for the page's head. */
export function renderPreloads(preloads: readonly Preload[]): string {
  return preloads
    .map(
      (p) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"` +
        (p.type ? ` type="${escapeHtml(p.type)}"` : '') +
        (p.srcset ? ` imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes ?? '')}"` : '') +
        ' />',
    )
    .join('\n    ');
}
