import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { themedPage } from '../support/storefront-fixtures.ts';
import { dashboardCounter } from '../support/admin-dashboard.ts';
import {
  ADMIN,
  WRONG_CREDENTIALS,
  adminApiForFile,
  apiCreateRunUser,
  apiDeleteUser,
  apiSignIn,
  passwordField,
  submitSignIn,
  toast,
  usernameField,
} from '../support/admin-session.ts';

/**
 * The admin's light sign-in document (issue 27 item 3), on the maker's phone: what it downloads before she
 * signs in, the way in to the dashboard, the Italian error, and no axe violation in either theme
 * (photographed into .data/screens/admin-sign-in/ at 375 and 1280 px).
 */

const SCREENS_DIR = fileURLToPath(new URL('../../.data/screens/admin-sign-in/', import.meta.url));

const apis = adminApiForFile();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('she signs in through the document, which downloads only its own small script, and lands on the dashboard', async ({
    page,
  }) => {
    test.setTimeout(Math.max(test.info().timeout, 60_000));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin');
    await expect(page).toHaveTitle('Area Amministrativa');
    await expect(page.getByRole('heading', { level: 1, name: 'Area Amministrativa' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi con passkey' })).toBeVisible();
    await expect(page.getByText("Per assistenza contatta l'amministratore del sito")).toBeVisible();
    // The admin app (shell, federation, React, MUI) is not what a signed-out phone downloads.
    expect(scripts).toEqual(['/remotes/admin/signin/sign-in.js']);

    await submitSignIn(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(page, 'Login effettuato')).toContainText("Benvenuto nell'area amministrativa");
    const products = (await (await apis.admin.get('/api/admin/products')).json()) as unknown[];
    await expect(dashboardCounter(page, 'Prodotti Totali')).toHaveText(String(products.length));
  });

  test('a wrong password shows the Italian error, keeps the name and empties the password; an empty form says what is missing', async ({
    page,
  }) => {
    test.setTimeout(Math.max(test.info().timeout, 60_000));
    const { username, password, ...user } = await apiCreateRunUser(apis.admin, 'e2e-accesso');

    await page.goto('/admin/ordini');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Inserisci il tuo nome utente')).toBeVisible();
    await expect(page.getByText('Inserisci la tua password')).toBeVisible();
    await expect(usernameField(page)).toBeFocused();

    await submitSignIn(page, username, `${password}-sbagliata`);
    await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
    await expect(usernameField(page)).toHaveValue(username);
    await expect(passwordField(page)).toHaveValue('');
    await expect(passwordField(page)).toBeFocused();

    // The page she asked for, once signed in.
    await passwordField(page).fill(password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/ordini$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
    await apiDeleteUser(apis.admin, user.id);
  });

  test('signed in, a link from another site to an admin page goes on to that page', async ({
    page,
    baseURL,
  }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    // From another site (localhost is not 127.0.0.1's site) the SameSite=Strict session cookie is not sent
    // with the navigation: the document finds the session with its own same-origin check.
    const elsewhere = new URL('/chi-siamo', baseURL!.replace('127.0.0.1', 'localhost')).href;
    const target = new URL('/admin/messaggi', baseURL).href;
    await page.goto(elsewhere);
    const document = page.waitForResponse(target);
    await page.evaluate((href) => window.location.assign(href), target);
    expect(await (await document).text()).toContain('<title>Area Amministrativa</title>');
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-in document has no axe violation at 375 and 1280 px (${theme} theme)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(Math.max(test.info().timeout, 90_000));
    for (const width of [375, 1280]) {
      const page = await themedPage(browser, baseURL, theme, width);
      try {
        await page.goto('/admin/accesso');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('button', { name: 'Accedi con passkey' })).toBeVisible();
        expect(await axeViolations(page), `${width} px`).toEqual([]);
        // With an error showing too.
        await page.getByRole('button', { name: 'Accedi', exact: true }).click();
        await expect(page.getByText('Inserisci il tuo nome utente')).toBeVisible();
        expect(await axeViolations(page), `${width} px, errors`).toEqual([]);
        await page.screenshot({ path: `${SCREENS_DIR}sign-in-${width}-${theme}.png`, fullPage: true });
      } finally {
        await page.context().close();
      }
    }
  });
}
