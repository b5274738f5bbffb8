import { fileURLToPath } from 'node:url';
import { axeViolations } from '../support/axe.ts';
import { themedPage } from '../support/storefront-fixtures.ts';
import { fillProductSafety } from '../support/product-safety.ts';
import { expect, test, type Page } from '@playwright/test';
import { photo, sidewaysOverflow, uniqueName } from '../support/admin-catalog.ts';
import { ADMIN, adminApiForFile, submitSignIn, toast } from '../support/admin-session.ts';

/**
 * 'Attività Recenti' on the real system (issue 19 item 2): the maker, on her phone, creates a product and
 * finds it on top of the dashboard's tab under her username; /admin/attivita filters by kind; both screens
 * have no axe violation at 375 and 1280 px in either theme (photographed into .data/screens/admin-activity/).
 */

const SCREENS_DIR = fileURLToPath(new URL('../../.data/screens/admin-activity/', import.meta.url));

// The log is for administrators: the maker is one.
const apis = adminApiForFile({ user: { prefix: 'maria', isAdmin: true } });

async function signInAsMaker(page: Page) {
  await page.goto('/admin');
  await submitSignIn(page, apis.user.username, apis.user.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const recentTab = (page: Page) => page.getByRole('tab', { name: 'Attività Recenti' });
const recentList = (page: Page) => page.getByRole('list', { name: 'Ultime attività' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the maker creates a product and sees it on top of Attività Recenti with her username', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = uniqueName('Copertina Stelle');
    await signInAsMaker(page);
    await page.goto('/admin/prodotti/nuovo');
    await page.getByRole('textbox', { name: 'Nome' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Descrizione', exact: true })
      .fill('Copertina di cotone con stelle ricamate.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Carica immagine' }).tap();
    await (await chooser).setFiles(await photo('stelle.jpg', { r: 200, g: 190, b: 120 }));
    await expect(toast(page, 'Immagine caricata')).toBeVisible();
    // A published product carries its safety data (issue 30).
    await fillProductSafety(page, `STELLE-${name.slice(-6)}`);
    await page.getByRole('button', { name: 'Crea Prodotto' }).click();
    await expect(toast(page, 'Prodotto creato')).toBeVisible();

    // Through the phone's menu, without reloading: the tab asks the log again when it opens.
    await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
    await page
      .getByRole('navigation', { name: 'Navigazione amministrazione' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await recentTab(page).click();
    const first = recentList(page).getByRole('listitem').first();
    await expect(first.getByRole('link', { name })).toBeVisible();
    await expect(first).toContainText(`Prodotti · ${apis.user.username} · `);
    await expect(first.locator('time')).toHaveText(/^(ora|1 minuto fa|\d minuti fa)$/);
    expect(await sidewaysOverflow(page)).toBe(0);

    // Its link opens the product's editor.
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/prodotti\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  });
});

test('/admin/attivita lists every kind, filters by kind in the address, and back to all', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const category = uniqueName('Categoria Registro');
  const created = await apis.admin.post('/api/admin/categories', {
    data: { name: category, slug: category.toLowerCase().replaceAll(' ', '-') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInAsMaker(page);
  await page.getByRole('link', { name: 'Attività', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/attivita$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attività Recenti' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Attività' });
  await expect(list.getByRole('listitem').filter({ hasText: category })).toContainText(
    `Categorie · ${ADMIN.username}`,
  );

  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Accessi' }).click();
  await expect(page).toHaveURL(/\/admin\/attivita\?tipo=sign-in$/);
  await expect(list.getByRole('listitem').first()).toContainText('Accessi');
  await expect(list.getByRole('listitem').filter({ hasNotText: 'Accessi ·' })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: category })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Categorie' }).click();
  await expect(page).toHaveURL(/\/admin\/attivita\?tipo=category$/);
  await expect(list.getByRole('listitem').filter({ hasText: category })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasNotText: 'Categorie ·' })).toHaveCount(0);

  // The address keeps the filter on reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Categorie');
  await expect(list.getByRole('listitem').filter({ hasText: category })).toBeVisible();

  await apis.admin.delete(`/api/admin/categories/${id}`);
});

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`activity screens at ${width} px, ${theme} theme: no axe violations`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const page = await themedPage(browser, baseURL, theme, width);
      await signInAsMaker(page);
      await recentTab(page).click();
      await expect(recentList(page).getByRole('listitem').first()).toBeVisible();
      await check(page, `dashboard-activity-${width}-${theme}`, width, theme);
      await page.goto('/admin/attivita');
      await expect(page.getByRole('list', { name: 'Attività' }).getByRole('listitem').first()).toBeVisible();
      await check(page, `activity-${width}-${theme}`, width, theme);
      await page.context().close();
    });
  }
}

async function check(page: Page, name: string, width: number, theme: string) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
  expect(await sidewaysOverflow(page), `${name} scrolls sideways`).toBe(0);
  await page.screenshot({ path: `${SCREENS_DIR}${name}.png`, fullPage: true });
  expect(await axeViolations(page), `${name} (${width} px, ${theme})`).toEqual([]);
}
