import { fillProductSafety } from '../support/product-safety.ts';
import { expect, test } from '@playwright/test';
import { toast } from '../support/admin-session.ts';
import { expectTouchTargets, photo, sidewaysOverflow, signIn, uniqueName } from '../support/admin-catalog.ts';

/** The maker on her phone (375 px): cards instead of tables, no sideways scroll, 44 px touch targets. */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('on a phone the owner creates a product with a camera photo, orders its media with the arrows and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Sacchetto Nanna');
  await signIn(page);
  await page.goto('/admin/prodotti');
  const list = page.getByRole('list', { name: 'Prodotti' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectTouchTargets(list.getByRole('listitem').first());

  await page.getByRole('link', { name: 'Nuovo Prodotto' }).click();
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Descrizione', exact: true })
    .fill('Sacchetto di cotone per la nanna.');
  // accept="image/*" is what makes a phone offer its camera next to the gallery.
  await expect(page.getByLabel('Carica immagine')).toHaveAttribute('accept', 'image/*');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Carica immagine' }).tap();
  await (await chooser).setFiles(await photo('camera.jpg', { r: 120, g: 180, b: 90 }));
  await expect(toast(page, 'Immagine caricata')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  // A published product carries its safety data (issue 30).
  await fillProductSafety(page, `NANNA-${name.slice(-6)}`);
  await page.getByRole('button', { name: 'Crea Prodotto' }).click();
  await expect(toast(page, 'Prodotto creato')).toBeVisible();

  const card = list.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Nessuna categoria');
  await card.getByRole('link', { name: `Modifica ${name}` }).click();
  for (const video of [
    'https://www.instagram.com/reel/Mobile1/',
    'https://www.instagram.com/reel/Mobile2/',
  ]) {
    await page.getByRole('button', { name: 'Aggiungi video Instagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi video Instagram' });
    await dialog.getByRole('textbox', { name: 'URL del video Instagram' }).fill(video);
    await dialog.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(toast(page, 'Video aggiunto')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  const grid = page.getByRole('list', { name: 'Immagini e video aggiuntivi' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectTouchTargets(grid.getByRole('listitem').first());
  const ids = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-media-id')));
  await grid.getByRole('button', { name: 'Sposta giù Video 1' }).click();
  await expect(toast(page, 'Ordine aggiornato')).toBeVisible();
  await expect
    .poll(() =>
      grid.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('data-media-id'))),
    )
    .toEqual([ids[1], ids[0]]);

  await page.getByRole('link', { name: 'Prodotti' }).first().click();
  await card.getByRole('button', { name: `Elimina ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Prodotto eliminato')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('on a phone the category list is cards and the category form fits', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/admin/categorie');
  const list = page.getByRole('list', { name: 'Categorie' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectTouchTargets(list.getByRole('listitem').first());
  await page.getByRole('link', { name: 'Nuova Categoria' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
