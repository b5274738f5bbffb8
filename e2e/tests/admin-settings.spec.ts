import { fileURLToPath } from 'node:url';
import { axeViolations } from '../support/axe.ts';
import { themedPage } from '../support/storefront-fixtures.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sidewaysOverflow } from '../support/admin-catalog.ts';
import { ADMIN, apiSignIn, submitSignIn, toast } from '../support/admin-session.ts';

/**
 * 'Impostazioni' on the real system (issue 19 item 1): the maker, on her phone, changes the contact e-mail
 * and the Instagram link and sees them on the public footer and contact page on the next load; the screen
 * has no axe violation at 375 and 1280 px in either theme (photographed into .data/screens/admin-settings/,
 * with the contact page).
 */

const SCREENS_DIR = fileURLToPath(new URL('../../.data/screens/admin-settings/', import.meta.url));

let adminApi: APIRequestContext;
let original: Record<string, unknown>;

test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(adminApi, ADMIN.username, ADMIN.password);
  original = (await (await adminApi.get('/api/admin/settings')).json()) as Record<string, unknown>;
});

// The other journeys expect the site's own e-mail and profile: the settings go back as they were.
test.afterAll(async () => {
  const current = (await (await adminApi.get('/api/admin/settings')).json()) as { version: number };
  const { version: _read, updatedAt: _at, ...settings } = original;
  const restored = await adminApi.put('/api/admin/settings', {
    data: { ...settings, version: current.version },
  });
  expect(restored.status(), await restored.text()).toBe(200);
  await adminApi.dispose();
});

async function signIn(page: Page) {
  await page.goto('/admin');
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the maker changes the contact e-mail and the Instagram link and sees them on the footer and contact page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/admin/impostazioni');
    const email = page.getByRole('textbox', { name: /Email di contatto/ });
    await email.fill('bottega.anna@example.it');
    await page.getByRole('textbox', { name: /^Instagram/ }).fill('https://www.instagram.com/bottega.anna');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Impostazioni salvate')).toBeVisible();

    await page.goto('/contatti');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'bottega.anna@example.it' })).toHaveAttribute(
      'href',
      'mailto:bottega.anna@example.it',
    );
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bottega.anna',
    );
    await expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bottega.anna',
    );
    await footer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_DIR}contact-375-after-save.png`, fullPage: true });
    // Every other public page too, on its next load (the page cache included).
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bottega.anna',
    );
  });
});

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`Impostazioni at ${width} px, ${theme} theme: no axe violations`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const page = await themedPage(browser, baseURL, theme, width);
      await signIn(page);
      await page.goto('/admin/impostazioni');
      await expect(page.getByRole('form', { name: 'Impostazioni del sito' })).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
      expect(await sidewaysOverflow(page), 'the screen scrolls sideways').toBe(0);
      await page.screenshot({ path: `${SCREENS_DIR}settings-${width}-${theme}.png`, fullPage: true });
      expect(await axeViolations(page), `settings (${width} px, ${theme})`).toEqual([]);
      await page.goto('/contatti');
      await page.screenshot({ path: `${SCREENS_DIR}contact-${width}-${theme}.png`, fullPage: true });
      await page.context().close();
    });
  }
}
