import { replaceBrokenImages } from './image-fallback.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const picture = (inIsland = false) => {
  document.body.innerHTML = `${inIsland ? '<div data-island="Gallery">' : ''}<picture>
    <source type="image/avif" srcset="/uploads/a-w400.avif 400w" />
    <img src="/uploads/a.webp" srcset="/uploads/a-w400.webp 400w" data-placeholder="/assets/placeholder.svg" alt="" />
  </picture>${inIsland ? '</div>' : ''}`;
  return document.querySelector('img')!;
};
const fail = (img: HTMLImageElement, currentSrc: string) => {
  Object.defineProperty(img, 'currentSrc', { value: currentSrc, configurable: true });
  img.dispatchEvent(new Event('error'));
};

describe('replaceBrokenImages', () => {
  replaceBrokenImages(document);

  it('drops a failed AVIF source, then swaps a failed WebP for the placeholder', () => {
    const img = picture();
    fail(img, 'http://localhost/uploads/a-w400.avif');
    expect(document.querySelector('source')).toBeNull();
    expect(img.getAttribute('src')).toBe('/uploads/a.webp');

    fail(img, 'http://localhost/uploads/a-w400.webp');
    expect(img.getAttribute('src')).toBe('/assets/placeholder.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it("leaves an island's pictures to the island", () => {
    const img = picture(true);
    fail(img, 'http://localhost/uploads/a-w400.webp');
    expect(img.getAttribute('src')).toBe('/uploads/a.webp');
  });
});
