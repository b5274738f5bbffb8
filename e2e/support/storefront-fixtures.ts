import { test as base, expect, type Browser, type Page } from '@playwright/test';

/** Demo content the journeys rely on (svc-catalog/src/demo/demo-products.ts; Natale stays empty on purpose). */
export const DEMO = {
  gallery: { slug: 'bavaglino-personalizzato-con-nome', name: 'Bavaglino personalizzato con nome', items: 4 },
  reel: {
    slug: 'copertina-nascita-in-mussola',
    name: 'Copertina nascita in mussola',
    embedUrl: 'https://www.instagram.com/reel/C0dEmOVideo1/embed',
  },
  story: {
    slug: 'sonaglino-coniglietto',
    name: 'Sonaglino coniglietto',
    url: 'https://www.instagram.com/stories/highlights/17900000000000000/',
  },
  giochi: ['Sonaglino coniglietto', 'Libro tattile di stoffa', 'Pupazzo orsetto'],
  accented: { typed: 'perche', name: 'Borsa mamma "Perché no?"' },
} as const;

/** Fails the test on uncaught page exceptions (console 404s of "not found" pages are expected, so not those). */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Content is in: the page has its h1, no loading skeleton is left, and the islands hydrated at once
 * (header menus, theme switch, gallery) have been (the islands runtime marks each `data-hydrated`).
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])')).toHaveCount(0);
}

/** A page in its own context (fresh storage), with the project's baseURL and locale. */
export async function newPage(browser: Browser, baseURL: string | undefined, options = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', ...options });
  return context.newPage();
}

/** A fresh page in the given theme (the stored choice and the system's), at a width when given. */
export async function themedPage(
  browser: Browser,
  baseURL: string | undefined,
  theme: 'light' | 'dark',
  width?: number,
): Promise<Page> {
  const page = await newPage(browser, baseURL, {
    colorScheme: theme,
    ...(width ? { viewport: { width, height: 900 } } : {}),
  });
  await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  return page;
}

interface WorkerFixtures {
  /** One page shared by the tests of a worker: the shell and remote chunks load once. */
  sharedPage: Page;
}

interface TestFixtures {
  /** The shared page, checked for uncaught exceptions at the end of each test. */
  visitor: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await newPage(browser, workerInfo.project.use.baseURL);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ sharedPage }, use) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    sharedPage.on('pageerror', onError);
    await use(sharedPage);
    sharedPage.off('pageerror', onError);
    expect(errors, 'uncaught exceptions in the page').toEqual([]);
  },
});

export { expect };
