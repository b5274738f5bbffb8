import { fileURLToPath } from 'node:url';
import { axeViolations } from '../support/axe.ts';
import { themedPage } from '../support/storefront-fixtures.ts';
import { expect, test, type Page } from '@playwright/test';
import type { AdminProduct, Category } from '@vetrina/contracts';
import { overflowingElements, signIn } from '../support/admin-catalog.ts';

/**
 * Every catalogue screen of the admin, light and dark, at 1280 and 375 px: no axe violation at all
 * (WCAG 2.1 AA tags). Each screen is also photographed for review into .data/screens/admin-catalog/.
 */

const SCREENS_DIR = fileURLToPath(new URL('../../.data/screens/admin-catalog/', import.meta.url));

/** A draft product with two extra items, so the edit screen shows its preview link and media grid. */
async function draftWithMedia(page: Page): Promise<{ productId: number; categoryId: number }> {
  const products = (await (await page.request.get('/api/admin/products')).json()) as AdminProduct[];
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as Category[];
  const created = await page.request.post('/api/admin/products', {
    data: {
      name: 'Bavaglino accessibile',
      slug: `bavaglino-accessibile-${Date.now()}`,
      description: 'Un bavaglino per controllare la pagina di modifica.',
      image: products[0]!.image,
      imageAlt: 'Bavaglino bianco con orlo azzurro',
      categoryId: categories[0]!.id,
      price: '12.50',
      customizationPrice: '8.00',
      published: false,
      leadTimeMinDays: 3,
      leadTimeMaxDays: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [index, item] of [
    { imageUrl: products[0]!.image, altText: 'Dettaglio del ricamo', displayOrder: 1 },
    {
      imageUrl: products[0]!.image,
      altText: 'Video del bavaglino',
      isVideo: true,
      videoUrl: 'https://www.instagram.com/reel/A11y/',
      displayOrder: 2,
    },
  ].entries()) {
    const added = await page.request.post(`/api/admin/products/${id}/images`, { data: item });
    expect(added.status(), `media ${index}`).toBe(201);
  }
  return { productId: id, categoryId: categories[0]!.id };
}

for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`catalogue admin screens at ${width} px, ${theme} theme: no axe violations`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await themedPage(browser, baseURL, theme, width);
      await signIn(page);
      const { productId, categoryId } = await draftWithMedia(page);
      const screens = {
        'product-list': '/admin/prodotti',
        'product-new': '/admin/prodotti/nuovo',
        'product-edit': `/admin/prodotti/${productId}`,
        'category-list': '/admin/categorie',
        'category-new': '/admin/categorie/nuova',
        'category-edit': `/admin/categorie/${categoryId}`,
      };
      for (const [name, path] of Object.entries(screens)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
        expect(await overflowingElements(page), `${path} scrolls sideways at ${width} px`).toEqual([]);
        await page.screenshot({
          path: `${SCREENS_DIR}${name}-${width}-${theme}.png`,
          fullPage: true,
        });
        expect(await axeViolations(page), `${path} (${width} px, ${theme})`).toEqual([]);
      }
      await page.request.delete(`/api/admin/products/${productId}`);
      await page.context().close();
    });
  }
}
