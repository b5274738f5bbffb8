import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, submitSignIn } from './admin-session.ts';

/** A name nobody used before (the e2e database lives for one run, but tests may repeat within it). */
export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** A small real JPEG photo, as a phone's file picker would hand it over. */
export async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 900, height: 675, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Signs the page's context in through the form and lands on the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Width of the page's content beyond the viewport (0 = no sideways scroll). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements reaching past the viewport's right edge (tag.class), to say what scrolls sideways. */
export const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });

/** Every visible button and link of `scope` at least 44×44 px (touch target). */
export async function expectTouchTargets(scope: Locator): Promise<void> {
  const small = await scope
    .locator('button:visible, a:visible, [role="checkbox"]:visible')
    .evaluateAll((elements) =>
      elements
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {
            label: element.getAttribute('aria-label') ?? element.textContent,
            w: box.width,
            h: box.height,
          };
        })
        .filter((box) => box.w < 44 || box.h < 44),
    );
  expect(small, 'touch targets under 44 px').toEqual([]);
}

/**
 * Drags `item` by its `handle` with real mouse events, in small steps (dnd-kit's pointer sensor starts
 * after 5 px), so that the item's centre lands on `target`'s centre.
 */
export async function dragTo(page: Page, handle: Locator, item: Locator, target: Locator): Promise<void> {
  // Mouse events go to viewport coordinates: a handle below the fold would be pressed in empty space.
  await target.scrollIntoViewIfNeeded();
  await item.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const grip = (await handle.boundingBox())!;
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  const startX = grip.x + grip.width / 2;
  const startY = grip.y + grip.height / 2;
  const endX = startX + (to.x + to.width / 2) - (from.x + from.width / 2);
  const endY = startY + (to.y + to.height / 2) - (from.y + from.height / 2);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX - 10, startY, { steps: 5 });
  await page.mouse.move(endX, endY, { steps: 20 });
  await page.mouse.up();
}
