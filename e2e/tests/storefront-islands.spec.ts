import { expect, test, type Page } from '@playwright/test';
import { DEMO, newPage, trackPageErrors } from '../support/storefront-fixtures.ts';

/**
 * Public pages are server-rendered documents: readable without any script, styled by one static
 * stylesheet, and only their islands (menus, theme switch, gallery, filters, contact form) hydrated.
 */

const PRODUCT_PATH = `/prodotti/${DEMO.gallery.slug}`;

/** Console errors (React reports a hydration mismatch there) and uncaught exceptions of a page. */
function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until every island of the page is hydrated (the runtime marks each `data-hydrated`). */
async function islandsHydrated(page: Page): Promise<number> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(count, { timeout: 15_000 });
  return count;
}

test('a product page is readable with JavaScript turned off', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL, {
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.gallery.name })).toBeVisible();
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

test('without JavaScript the FAQ answers open, one at a time, and the home page reads in full', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { javaScriptEnabled: false });
  try {
    await page.goto('/faq');
    await page.getByText('Come posso effettuare un ordine?').click();
    await expect(page.getByText(/Non c'è un carrello online/)).toBeVisible();
    await page.getByText('Come devo lavare i prodotti?').click();
    await expect(page.getByText(/lavaggio in lavatrice a 30°C/)).toBeVisible();
    await expect(page.getByText(/Non c'è un carrello online/)).toBeHidden();
    await page.goto('/');
    for (const name of ['Prodotti in Evidenza', 'Le Nostre Categorie', 'Cosa Dicono di Noi'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

for (const width of [375, 1280]) {
  test(`every island of the home, FAQ and product pages hydrates without a console error at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL, { viewport: { width, height: 900 } });
    const errors = trackPageErrors(page);
    const consoleErrors = trackConsoleErrors(page);
    try {
      for (const path of ['/', '/faq', PRODUCT_PATH]) {
        await page.goto(path);
        expect(await islandsHydrated(page), path).toBeGreaterThanOrEqual(3);
      }
      // A hydrated island works: the theme switch opens its menu.
      await page.getByRole('button', { name: 'Tema: Chiaro' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Scuro' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}

test('a page loads only the islands runtime and its own islands, styles from one static stylesheet', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto('/faq');
    await islandsHydrated(page);
    expect(scripts.every((path) => path.startsWith('/remotes/storefront/islands/'))).toBe(true);
    expect(scripts.some((path) => /remoteEntry|mf-manifest|main\.js/.test(path))).toBe(false);
    expect(
      scripts.filter((path) => path.includes('/island-')).map((p) => p.split('/').pop()!.split('.')[0]),
    ).toEqual(expect.arrayContaining(['island-ThemeSwitch', 'island-MobileMenu', 'island-CategoriesMenu']));
    expect(scripts.some((path) => path.includes('island-Gallery'))).toBe(false);
    // No CSS-in-JS: no <style> element, one hashed stylesheet.
    expect(await page.locator('style').count()).toBe(0);
    await expect(page.locator('link[rel="stylesheet"][href*="/islands/site."]')).toHaveCount(1);
  } finally {
    await page.context().close();
  }
});

for (const [theme, background, text] of [
  ['light', 'rgb(255, 248, 243)', 'rgb(59, 42, 42)'],
  ['dark', 'rgb(30, 24, 25)', 'rgb(246, 236, 232)'],
] as const) {
  test(`the static styles colour the page in the ${theme} theme before any script runs`, async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 800 } });
    try {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      // Only the document, its inline theme script and its stylesheet: the islands' scripts never arrive.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe(text);
      await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
    } finally {
      await page.context().close();
    }
  });
}

test('the home page does not shift while it loads and hydrates (CLS 0)', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 800 } });
  try {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await islandsHydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  } finally {
    await page.context().close();
  }
});

test('back and forward between public pages come from the back/forward cache', async ({
  playwright,
  baseURL,
}) => {
  // Playwright turns the cache off in the browsers it launches: this one keeps it.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await newPage(browser, baseURL);
    await page.goto('/chi-siamo');
    await islandsHydrated(page);
    await page.evaluate(() =>
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domande Frequenti' })).toBeVisible();
    // A page restored from the cache fires no new `load`: wait for the navigation's commit only.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored))
      .toBe(true);
  } finally {
    await browser.close();
  }
});
