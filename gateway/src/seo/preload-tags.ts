import { escapeHtml } from './head-tags.ts';

/** A response the page's scripts will ask for: fetched in parallel with the shell's own chunks. */
export type Preload =
  | { as: 'fetch'; href: string }
  | { as: 'script'; href: string }
  | { as: 'image'; href: string; srcset?: string; sizes?: string; type?: string };

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

export const fetchPreload = (href: string): Preload => ({ as: 'fetch', href });

/**
 * `as=fetch` preloads are reused by the api client's fetch only when mode and credentials match
 * (cors + include: `crossorigin="use-credentials"`) and it sends no extra request header.
 */
export function renderPreloads(preloads: readonly Preload[]): string {
  return preloads
    .map((p) =>
      p.as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(p.href)}" />`
        : p.as === 'script'
          ? `<link rel="preload" as="script" href="${escapeHtml(p.href)}" />`
          : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"` +
            (p.type ? ` type="${escapeHtml(p.type)}"` : '') +
            (p.srcset
              ? ` imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes ?? '')}"`
              : '') +
            ' />',
    )
    .join('\n    ');
}
