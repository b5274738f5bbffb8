import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterMainPicture, MAIN_PICTURE_WAIT_MS } from './after-main-picture.ts';

function pageWithPicture(complete: boolean): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root" data-ssr><img src="/uploads/a.webp" fetchpriority="high" alt="a" /></div>';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: complete });
  return picture;
}

/** Whether the promise has settled after the timers and frames due so far have run. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterMainPicture', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the main picture to load, then for a frame to be painted', async () => {
    const picture = pageWithPicture(false);
    const started = afterMainPicture();
    expect(await settledAfter(started, 1000)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settledAfter(started, 50)).toBe(true);
  });

  it('does not wait for a picture that failed to load', async () => {
    const picture = pageWithPicture(false);
    const started = afterMainPicture();
    picture.dispatchEvent(new Event('error'));
    expect(await settledAfter(started, 50)).toBe(true);
  });

  it('starts the app anyway when the picture is slower than the wait limit', async () => {
    pageWithPicture(false);
    const started = afterMainPicture();
    expect(await settledAfter(started, MAIN_PICTURE_WAIT_MS - 100)).toBe(false);
    expect(await settledAfter(started, 200)).toBe(true);
  });

  it('only waits a frame when the picture is already there or the page has none', async () => {
    pageWithPicture(true);
    expect(await settledAfter(afterMainPicture(), 50)).toBe(true);
    document.body.innerHTML = '<div id="root" data-ssr><h1>Chi siamo</h1></div>';
    expect(await settledAfter(afterMainPicture(), 50)).toBe(true);
  });
});
