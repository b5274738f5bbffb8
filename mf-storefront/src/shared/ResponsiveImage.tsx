import type { CSSProperties, SyntheticEvent } from 'react';
import { imageSources } from '@vetrina/web-kit';
import { placeholderImageUrl } from './assets.ts';

interface ResponsiveImageProps {
  path: string | null | undefined;
  alt: string;
  /** `sizes` attribute for the srcset (defaults to a card in a 1/2/3-column grid). */
  sizes?: string;
  /** Above-the-fold image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  width?: number;
  height?: number;
  style?: CSSProperties;
}

const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 400px';

/** Images are 4:3; width and height are always set so the layout never shifts while loading. */
export function ResponsiveImage({
  path,
  alt,
  sizes = CARD_SIZES,
  priority = false,
  width = 1200,
  height = 900,
  style,
}: ResponsiveImageProps) {
  const sources = path ? imageSources(path, sizes) : { src: placeholderImageUrl };
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.src === placeholderImageUrl) return;
    img.removeAttribute('srcset');
    img.src = placeholderImageUrl;
  };
  return (
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
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        ...style,
      }}
    />
  );
}
