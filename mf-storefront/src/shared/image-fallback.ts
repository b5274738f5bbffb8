/**
 * Never a broken picture in server-only markup (cards, the related strip, category tiles): what
 * ResponsiveImage's onError does inside an island, done once for the page by the islands' runtime. A failed
 * AVIF gives way to the WebP of the same <picture>, a failed WebP to the placeholder the <img> names.
 */
export function replaceBrokenImages(root: Document): void {
  const recover = (img: HTMLImageElement) => {
    if (img.closest('[data-island]')) return; // an island's own ResponsiveImage handles it
    const placeholder = img.dataset.placeholder;
    const avifSources = img.parentElement?.querySelectorAll('source[type="image/avif"]') ?? [];
    if (img.currentSrc.endsWith('.avif') && avifSources.length > 0) {
      avifSources.forEach((source) => source.remove());
    } else if (placeholder && !img.src.endsWith(placeholder)) {
      avifSources.forEach((source) => source.remove());
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
      img.src = placeholder;
    }
  };
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) recover(event.target);
    },
    true,
  );
  // Pictures that failed before this script ran.
  root.querySelectorAll<HTMLImageElement>('img[data-placeholder]').forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) recover(img);
  });
}
