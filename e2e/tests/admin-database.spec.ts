import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EMPTY_PRODUCT_SAFETY, type AdminProduct } from '@vetrina/contracts';
import { expectTouchTargets, sidewaysOverflow, signIn } from '../support/admin-catalog.ts';
import { toast } from '../support/admin-session.ts';
import { animationsSettled } from '../support/axe.ts';

/** The owner backs up, changes a product, restores the downloaded file through the screen, and gets the product back. */
test.use({ viewport: { width: 1280, height: 900 } });

const INPUT_KEYS = [
  'name',
  'slug',
  'description',
  'shortDescription',
  'image',
  'categoryId',
  'featured',
  'availability',
  'price',
  'isCustomizable',
  'customizationPrice',
  'imageAlt',
  'published',
  'leadTimeMinDays',
  'leadTimeMaxDays',
  // The safety data (issue 30): every field of the empty one.
  ...Object.keys(EMPTY_PRODUCT_SAFETY),
];

/** Screenshots to look at (kept outside Playwright's output folder, which each run empties). */
const SCREENS = path.resolve(import.meta.dirname, '../../.data/screens');

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function firstProduct(page: Page): Promise<AdminProduct> {
  const list = (await (await page.request.get('/api/admin/products')).json()) as AdminProduct[];
  const response = await page.request.get(`/api/admin/products/${list[0]!.id}`);
  return (await response.json()) as AdminProduct;
}

test('create a backup, download it, change a product, restore the file and see the product as it was', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/database');
  await expect(page.getByRole('heading', { name: 'Database', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Il prossimo backup automatico settimanale è previsto il \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  const original = await firstProduct(page);

  await page.getByRole('button', { name: 'Crea Backup' }).click();
  await expect(toast(page, 'Backup completato')).toBeVisible({ timeout: 60_000 });
  const row = page
    .getByRole('row')
    .filter({ hasText: /-manual\.sql/ })
    .first();
  await expect(row).toContainText('Manuale');
  await expect(row).toContainText(/\d+,\d{2} KB/);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Scarica / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vetrina-.+-manual\.sql$/);
  // Saved under its own name, as a browser would: the restore accepts .sql files only.
  const file = path.join(test.info().outputPath(), download.suggestedFilename());
  await download.saveAs(file);

  const input = Object.fromEntries(INPUT_KEYS.map((key) => [key, original[key as keyof AdminProduct]]));
  const changed = await page.request.put(`/api/admin/products/${original.id}`, {
    data: { ...input, name: 'Nome cambiato dopo il backup' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect((await firstProduct(page)).name).toBe('Nome cambiato dopo il backup');

  const restoreButton = page.getByRole('button', { name: 'Ripristina', exact: true });
  await expect(restoreButton).toBeDisabled();
  await expect(page.getByText(/il ripristino sovrascrive tutti i dati esistenti/)).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(restoreButton).toBeEnabled();
  await restoreButton.click();
  const dialog = page.getByRole('dialog', { name: 'Ripristinare il database?' });
  await expect(dialog).toContainText(download.suggestedFilename());
  await dialog.getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Ripristino in corso/ })).toBeVisible();
  await expect(toast(page, 'Ripristino completato')).toBeVisible({ timeout: 60_000 });

  // The product is back, on the admin API and on the public page; the owner is still signed in.
  expect((await firstProduct(page)).name).toBe(original.name);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /-safety\.sql/ })
      .first(),
  ).toContainText('Di sicurezza');
  await page.goto(`/prodotti/${original.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.name);
  await page.goto('/admin/database');
  await expect(page.getByRole('heading', { name: 'Database', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/database$/);
});

test('a file not made by this installation is refused with the server message', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/database');
  await page.locator('input[type=file]').setInputFiles({
    name: 'estraneo.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from('DROP SCHEMA catalog CASCADE;\n'),
  });
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ripristina' }).click();
  await expect(toast(page, 'Il file non è un backup firmato da questa installazione.')).toBeVisible();
  expect((await page.request.get('/api/products')).status()).toBe(200);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the screen has no axe violations and fits a 375 px phone (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/database');
    await expect(page.getByRole('button', { name: 'Crea Backup' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Backup disponibili' }).or(page.getByText(/^Nessun backup disponibile/)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crea Backup' })).toBeEnabled();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectTouchTargets(page.getByRole('main'));
    await page.screenshot({ path: path.join(SCREENS, `database-375-${theme}.png`), fullPage: true });
    await animationsSettled(page);
    const { violations } = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(
      page
        .getByRole('table', { name: 'Backup disponibili' })
        .or(page.getByText(/^Nessun backup disponibile/)),
    ).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, `database-1280-${theme}.png`), fullPage: true });
    await animationsSettled(page);
    const wide = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
    expect(wide.violations.map((v) => v.id)).toEqual([]);
  });
}
