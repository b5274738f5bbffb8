/** How long the app waits for the page's main picture at most: a slow image must not hold it back. */
export const MAIN_PICTURE_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A server-rendered page is readable before any script runs: the app starts once the page's main picture
 * (the image marked `fetchpriority="high"`) has loaded and been painted, so its start-up work never holds
 * that paint back. Resolves after one frame on a page without such a picture.
 */
export async function afterMainPicture(doc: Document = document): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      picture.addEventListener('load', done, { once: true });
      picture.addEventListener('error', done, { once: true });
      setTimeout(done, MAIN_PICTURE_WAIT_MS);
    });
  }
  await nextFrame();
}
