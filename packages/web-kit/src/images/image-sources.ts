export interface ImageSources {
  src: string;
  srcSet?: string;
  /** The same widths in AVIF (written next to every upload), for a `<source type="image/avif">`. */
  avifSrcSet?: string;
  sizes?: string;
}

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const DEFAULT_IMAGE_SIZES = '(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw';

const UPLOAD_PATTERN = /^\/uploads\/([^?#]+?)(?:-w\d+)?\.webp$/;

/**
 * src + srcset for our own `/uploads/<name>.webp` images (variants -w400/-w800/-w1200, each also
 * as AVIF); others as is.
 */
export function imageSources(
  path: string | null | undefined,
  sizes: string = DEFAULT_IMAGE_SIZES,
): ImageSources {
  if (!path) return { src: '' };
  const match = UPLOAD_PATTERN.exec(path);
  if (!match) return { src: path };
  const base = `/uploads/${match[1]}`;
  const srcSetOf = (ext: string) => IMAGE_WIDTHS.map((w) => `${base}-w${w}.${ext} ${w}w`).join(', ');
  return { src: `${base}.webp`, srcSet: srcSetOf('webp'), avifSrcSet: srcSetOf('avif'), sizes };
}
