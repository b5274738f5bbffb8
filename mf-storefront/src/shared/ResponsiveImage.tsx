import { useState, type SyntheticEvent } from 'react';
import { imageSources } from '@vetrina/web-kit/images';
import { placeholderImageUrl } from './assets.ts';
import styles from './ResponsiveImage.module.css';

interface ResponsiveImageProps {
  path: string | null | undefined;
  alt: string;
  /** `sizes` attribute for the srcset (defaults to a card in a 1/2/3-column grid). */
  sizes?: string;
  /** Above-the-fold image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 400px';
const AVIF = 'image/avif';

/**
 * What is shown after load errors: the AVIF source first (when the browser takes it), then the WebP
 * alone (an older picture whose AVIF files are not written yet), then the placeholder. Never a broken image.
 * In server-only markup the same swap is done by the islands' runtime (shared/image-fallback.ts).
 */
type Fallback = 'avif' | 'webp' | 'placeholder';

/** Images are 4:3; width and height are always set so the layout never shifts while loading. */
export function ResponsiveImage({
  path,
  alt,
  sizes = CARD_SIZES,
  priority = false,
  width = 1200,
  height = 900,
  className,
}: ResponsiveImageProps) {
  const [fallback, setFallback] = useState<Fallback>('avif');
  const sources =
    path && fallback !== 'placeholder' ? imageSources(path, sizes) : { src: placeholderImageUrl };
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const failedAvif = fallback === 'avif' && event.currentTarget.currentSrc.endsWith('.avif');
    if (fallback !== 'placeholder') setFallback(failedAvif ? 'webp' : 'placeholder');
  };
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sources.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
      data-placeholder={placeholderImageUrl}
      className={className ? `${styles.image} ${className}` : styles.image}
    />
  );
  if (!sources.avifSrcSet || fallback !== 'avif') return img;
  // Same widths and sizes as the WebP: the browser picks the AVIF when it accepts it.
  return (
    <picture className={styles.picture}>
      <source type={AVIF} srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
