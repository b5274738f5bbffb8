import { buildGallery, hasGallery } from './gallery.ts';
import { media } from '../../test/fixtures.ts';

const product = { image: '/uploads/main.webp', imageAlt: 'Bavaglino steso sul tavolo', name: 'Bavaglino' };

describe('buildGallery', () => {
  it('puts the main image first, then media by displayOrder with unordered items last', () => {
    const items = buildGallery(product, [
      media({ id: 1, displayOrder: null }),
      media({ id: 2, displayOrder: 3 }),
      media({ id: 3, displayOrder: 1 }),
      media({ id: 4, displayOrder: null }),
      media({ id: 5, displayOrder: 2 }),
    ]);
    expect(items.map((i) => i.imageUrl)).toEqual([
      '/uploads/main.webp',
      '/uploads/extra-3.webp',
      '/uploads/extra-5.webp',
      '/uploads/extra-2.webp',
      '/uploads/extra-1.webp',
      '/uploads/extra-4.webp',
    ]);
  });

  it('drops the media item equal to the main image', () => {
    const items = buildGallery(product, [
      media({ id: 1, imageUrl: '/uploads/main.webp', displayOrder: 0 }),
      media({ id: 2, displayOrder: 1 }),
    ]);
    expect(items.map((i) => i.imageUrl)).toEqual(['/uploads/main.webp', '/uploads/extra-2.webp']);
  });

  it('keeps video items with their Instagram URL', () => {
    const items = buildGallery(product, [
      media({ id: 7, isVideo: true, videoUrl: 'https://www.instagram.com/reel/ABC/', displayOrder: 1 }),
    ]);
    expect(items[1]).toMatchObject({ isVideo: true, videoUrl: 'https://www.instagram.com/reel/ABC/' });
  });

  it('shows a gallery only when there is more than one item', () => {
    expect(hasGallery(buildGallery(product, []))).toBe(false);
    expect(hasGallery(buildGallery(product, [media({ id: 1, imageUrl: '/uploads/main.webp' })]))).toBe(false);
    expect(hasGallery(buildGallery(product, [media({ id: 2 })]))).toBe(true);
  });
});
