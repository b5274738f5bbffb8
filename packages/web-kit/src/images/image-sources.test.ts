import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources.ts';

describe('imageSources', () => {
  it('builds WebP and AVIF srcsets from the width variants of an uploaded image', () => {
    expect(imageSources('/uploads/bavaglino-1.webp', '50vw')).toEqual({
      src: '/uploads/bavaglino-1.webp',
      srcSet:
        '/uploads/bavaglino-1-w400.webp 400w, /uploads/bavaglino-1-w800.webp 800w, /uploads/bavaglino-1-w1200.webp 1200w',
      avifSrcSet:
        '/uploads/bavaglino-1-w400.avif 400w, /uploads/bavaglino-1-w800.avif 800w, /uploads/bavaglino-1-w1200.avif 1200w',
      sizes: '50vw',
    });
  });

  it('accepts a variant path and points back to the base file', () => {
    expect(imageSources('/uploads/cuscino-w400.webp').src).toBe('/uploads/cuscino.webp');
  });

  it('leaves external and non-webp images alone', () => {
    expect(imageSources('https://cdn.example.com/a.webp')).toEqual({ src: 'https://cdn.example.com/a.webp' });
    expect(imageSources('/uploads/a.jpg')).toEqual({ src: '/uploads/a.jpg' });
    expect(imageSources(null)).toEqual({ src: '' });
  });
});
