import { expect, test, type Page } from '@playwright/test';
import { DEMO, newPage, trackPageErrors } from '../support/storefront-fixtures.ts';

/**
 * Public pages arrive rendered by the server: readable before (and without) any script, then adopted
 * by React in the browser without being rendered again.
 */

const PRODUCT_PATH = `/prodotti/${DEMO.gallery.slug}`;

test('a product page is readable with JavaScript turned off', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL, {
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.gallery.name })).toBeVisible();
    await expect(page.getByText('Richiedi Informazioni').first()).toBeVisible();
    const image = page.getByRole('img', { name: new RegExp(DEMO.gallery.name, 'i') }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Plain links: without JavaScript the visitor can still go on browsing.
    await page.getByRole('link', { name: 'Torna ai Prodotti' }).click();
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

for (const width of [375, 1280]) {
  test(`the browser adopts the server's markup and data at ${width} px`, async ({ browser, baseURL }) => {
    const page = await newPage(browser, baseURL, { viewport: { width, height: 900 } });
    const errors = trackPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const productReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) productReads.push(new URL(request.url()).pathname);
    });
    try {
      // Remember the server's heading element before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('h1');
        });
      });
      const emotionRules = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce(
            (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
            0,
          ),
        );
      await page.goto(PRODUCT_PATH, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
      const serverRules = await emotionRules();
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      // Every style the page needs came with it: hydrating compiles and inserts none again.
      expect(await emotionRules()).toBe(serverRules);
      // Hydrated: the gallery reacts to clicks (a thumbnail becomes the main picture).
      const thumbnails = page.getByRole('button', { name: /Mostra/ });
      await expect(thumbnails.first()).toBeVisible();
      await expect(async () => {
        await thumbnails.nth(1).click();
        await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
      }).toPass();
      const sameHeading = await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      );
      expect(sameHeading, 'the h1 is the server-rendered element, not a re-render').toBe(true);
      // The page's data came with the HTML: the product is not fetched again.
      expect(productReads.filter((path) => path === `/api/products/${DEMO.gallery.slug}`)).toEqual([]);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}

/**
 * Holds back the app's code but its entry script (which runs first, as on a slow phone): the page stays
 * server-rendered, not yet hydrated, until the returned function is called.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== '/main.js',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('a visitor who scrolls before the app has started stays where they are', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 700 } });
  try {
    const releaseAppCode = await holdAppCode(page);
    // Not 'load': that waits for the held code once the app has asked for it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    releaseAppCode();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  } finally {
    await page.context().close();
  }
});

test('a button clicked before the app has started still does its job once it has', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  try {
    const releaseAppCode = await holdAppCode(page);
    await page.goto(PRODUCT_PATH, { waitUntil: 'domcontentloaded' });
    const third = page.getByRole('button', { name: `Mostra immagine 3 di ${DEMO.gallery.items}` });
    await third.click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    releaseAppCode();
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(
      // The third item is the demo's extra picture 3 (display order 3), with its own alt text.
      page.getByRole('img', { name: `${DEMO.gallery.name}: dettaglio 3` }),
    ).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('a dark theme choice colours the server-rendered page before any script runs', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 800 } });
  try {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // Only the page itself: its inline theme script runs, the application's scripts never arrive.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(30, 24, 25)'); // #1E1819, the dark palette's background
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  } finally {
    await page.context().close();
  }
});
