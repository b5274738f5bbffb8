import { expect, test } from '@playwright/test';
import { newPage, trackPageErrors } from '../support/storefront-fixtures.ts';

/**
 * Issue 14 item 6: with Home's three reads failing, the browser asks each once, shows the error texts
 * of spec §2 and asks again only when the visitor presses 'Riprova' (no retries, no remount loop).
 * The failure is the browser's own (route interception), since the browser's behaviour is under test.
 */

const HOME_READS = ['/api/products/featured', '/api/categories', '/api/testimonials'] as const;
const ERRORS = [
  'Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.',
  'Si è verificato un errore nel caricamento delle categorie. Riprova più tardi.',
  'Si è verificato un errore nel caricamento delle testimonianze. Riprova più tardi.',
];
/** Long enough for a loop to show itself (the old one made 171 requests in 5 s). */
const WATCH_MS = 5_000;

const countsOf = (calls: string[]) =>
  Object.fromEntries(HOME_READS.map((path) => [path, calls.filter((call) => call === path).length]));

for (const failure of ['HTTP 500', 'network error'] as const) {
  test(`Home with its API down (${failure}): each read once, the error texts, one more read per 'Riprova'`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(40_000);
    const page = await newPage(browser, baseURL);
    const errors = trackPageErrors(page);
    const calls: string[] = [];
    try {
      // Home's reads happen in the browser after a client-side navigation (a server render of / would
      // bring its data along): start on another page, then follow the 'Home' link.
      await page.goto('/chi-siamo');
      const homeLink = page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: 'Home' });
      // Hydrated: React has taken the server's link over, so the click navigates inside the app.
      await expect
        .poll(() =>
          homeLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))),
        )
        .toBe(true);
      for (const path of HOME_READS) {
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            calls.push(path);
            if (failure === 'HTTP 500') {
              await route.fulfill({ status: 500, json: { message: 'Errore interno', issues: [] } });
            } else {
              await route.abort('connectionrefused');
            }
          },
        );
      }
      await homeLink.click();
      await expect(page).toHaveURL(/\/$/);
      for (const text of ERRORS) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
      await page.waitForTimeout(WATCH_MS); // counting requests over time is the point of this test
      expect(countsOf(calls)).toEqual({
        '/api/products/featured': 1,
        '/api/categories': 1,
        '/api/testimonials': 1,
      });

      const retries = page.getByRole('button', { name: 'Riprova', exact: true });
      await expect(retries).toHaveCount(3);
      await retries.first().click();
      await expect.poll(() => countsOf(calls)['/api/products/featured']).toBe(2);
      await expect(page.getByText(ERRORS[0]!, { exact: true })).toBeVisible();
      await expect(retries).toHaveCount(3);
      await page.waitForTimeout(1_000); // no further read follows the one the visitor asked for
      expect(countsOf(calls)).toEqual({
        '/api/products/featured': 2,
        '/api/categories': 1,
        '/api/testimonials': 1,
      });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}
