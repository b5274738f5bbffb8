import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the admin screens are held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * Resolves once every finite CSS transition and animation on the page has ended (a dialog fading in, a toast
 * sliding in). axe measures colour contrast through the opacity of the moment, so a dialog caught halfway
 * through its fade reads as low contrast. Endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 'raf' },
  );
}

/** The page's WCAG 2.1 AA violations, each with its rule, impact and elements (empty when clean). */
export async function axeViolations(page: Page) {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Opens each admin screen in turn and, once its `ready` element shows and no skeleton is left, checks that
 * it is in `theme` and that axe finds no WCAG 2.1 AA violation on it.
 */
export async function expectScreensAxeClean(
  page: Page,
  theme: 'light' | 'dark',
  screens: readonly (readonly [path: string, ready: Locator])[],
): Promise<void> {
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
    const found = await axeViolations(page);
    expect(found, `${path}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
  }
}
