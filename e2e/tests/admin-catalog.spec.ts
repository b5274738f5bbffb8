import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductMedia } from '@vetrina/contracts';
import { toast } from '../support/admin-session.ts';
import { dragTo, photo, signIn, uniqueName } from '../support/admin-catalog.ts';
import { fillProductSafety } from '../support/product-safety.ts';

/** The owner's catalogue journeys at 1280 px, through the gateway, on the real services. */
test.use({ viewport: { width: 1280, height: 900 } });

type MediaItem = ProductMedia;

const productRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function createProduct(page: Page, name: string, alt: string): Promise<string> {
  await page.goto('/admin/prodotti');
  await page.getByRole('link', { name: 'Nuovo Prodotto' }).click();
  await expect(page).toHaveURL(/\/admin\/prodotti\/nuovo$/);
  await expect(page).toHaveTitle(/^Nuovo Prodotto \| /);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  expect(slug).toMatch(/^bavaglino-volpe-[0-9a-f]{6}$/);
  await page
    .getByRole('textbox', { name: 'Descrizione', exact: true })
    .fill('Bavaglino di cotone con una volpe ricamata a mano.');
  await page.getByLabel('Carica immagine').setInputFiles(await photo('volpe.jpg', { r: 210, g: 120, b: 60 }));
  await expect(toast(page, 'Immagine caricata')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Immagine', exact: true })).toHaveValue(
    /^\/uploads\/.+\.webp$/,
  );
  await expect(page.getByRole('img', { name: "Anteprima dell'immagine" })).toBeVisible();
  await page.getByRole('textbox', { name: "Testo alternativo dell'immagine" }).fill(alt);
  await page.getByRole('spinbutton', { name: 'Prezzo (€)' }).fill('14.90');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Giochi' }).click();
  await fillProductSafety(page, `VOLPE-${slug.slice(-6)}`);
  await page.getByRole('button', { name: 'Crea Prodotto' }).click();
  await expect(toast(page, 'Prodotto creato')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/prodotti$/);
  await expect(productRow(page, name)).toContainText('14,90 €');
  await expect(productRow(page, name)).toContainText('Giochi');
  return slug;
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Aggiorna Prodotto' }).click();
  await expect(toast(page, 'Prodotto aggiornato')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/prodotti$/);
}

test('the owner creates a product with a photo, adds media, reorders them by dragging, features, drafts, previews, publishes and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = uniqueName('Bavaglino Volpe');
  const alt = `Bavaglino bianco con una volpe arancione ricamata (${name})`;
  await signIn(page);
  const slug = await createProduct(page, name, alt);

  // The storefront shows it at once, its photo with the owner's alt text and responsive sources.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/prodotti/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const picture = visitor.getByRole('img', { name: alt }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('srcset', /\d+w/);

  // Extra media: an uploaded image and an Instagram video.
  await productRow(page, name)
    .getByRole('link', { name: `Modifica ${name}` })
    .click();
  await expect(page).toHaveTitle(/^Modifica Prodotto \| /);
  const productId = Number(/\/admin\/prodotti\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('Nessuna immagine aggiuntiva')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi immagine' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Aggiungi immagine' });
  await imageDialog
    .getByLabel('Carica immagine')
    .setInputFiles(await photo('retro.jpg', { r: 60, g: 140, b: 200 }));
  // The open dialog hides the rest of the page (the toast too) from the accessibility tree.
  await expect(page.getByText('Immagine caricata')).toBeVisible();
  await expect(imageDialog.getByRole('textbox', { name: "URL dell'immagine" })).toHaveValue(/^\/uploads\//);
  await imageDialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(toast(page, 'Immagine aggiunta')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi video Instagram' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Aggiungi video Instagram' });
  await videoDialog
    .getByRole('textbox', { name: 'URL del video Instagram' })
    .fill('https://www.instagram.com/reel/C0dEmOVideo9/');
  await videoDialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(toast(page, 'Video aggiunto')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Immagini e video aggiuntivi' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByRole('img', { name: 'Video Instagram' })).toHaveCount(1);

  // Real pointer drag: the video before the image, saved in one request.
  const orderSaved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/admin/products/${productId}/images/order`) && r.request().method() === 'PUT',
  );
  await dragTo(
    page,
    grid.getByRole('button', { name: 'Riordina Video 2' }),
    grid.getByRole('listitem').nth(1),
    grid.getByRole('listitem').first(),
  );
  expect((await orderSaved).status()).toBe(200);
  await expect(toast(page, 'Ordine aggiornato')).toBeVisible();
  await expect(
    grid.getByRole('listitem').first().getByRole('img', { name: 'Video Instagram' }),
  ).toBeVisible();
  const media = (await (
    await page.request.get(`/api/admin/products/${productId}/images`)
  ).json()) as MediaItem[];
  expect(media.map((m) => [m.isVideo, m.displayOrder])).toEqual([
    [true, 1],
    [false, 2],
  ]);

  // Featured: the home page lists it.
  await page.getByRole('navigation').getByRole('link', { name: 'Prodotti' }).first().click();
  const featured = productRow(page, name).getByRole('checkbox', { name: `In evidenza: ${name}` });
  // The box flips once the list's pending read is cancelled (optimistic update), a moment after the
  // click: check() demands it in the click itself and failed once in a CI run.
  await featured.click();
  await expect(featured).toBeChecked();
  await expect(toast(page, 'Prodotto aggiornato')).toContainText(
    "Stato 'in evidenza' aggiornato con successo",
  );
  await visitor.goto('/');
  await expect(visitor.getByRole('region', { name: 'Prodotti in Evidenza' }).getByText(name)).toBeVisible();

  // Draft: gone from the storefront, marked 'Bozza', visible through its preview link.
  await productRow(page, name)
    .getByRole('link', { name: `Modifica ${name}` })
    .click();
  await page.getByRole('switch', { name: 'Pubblicato' }).uncheck();
  await saveProduct(page);
  await expect(productRow(page, name).getByText('Bozza')).toBeVisible();
  await visitor.goto(`/prodotti/${slug}`);
  await expect(visitor.getByText('Prodotto non trovato')).toBeVisible();
  await productRow(page, name)
    .getByRole('link', { name: `Modifica ${name}` })
    .click();
  await page.getByRole('button', { name: 'Copia link di anteprima' }).click();
  const previewLink = page.getByRole('link', { name: /anteprima=/ });
  await expect(previewLink).toBeVisible();
  const previewUrl = (await previewLink.getAttribute('href'))!;
  expect(previewUrl).toContain(`/prodotti/${slug}?anteprima=`);
  await visitor.goto(previewUrl);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Publish again, then delete.
  await page.getByRole('switch', { name: 'Pubblicato' }).check();
  await saveProduct(page);
  await expect(productRow(page, name).getByText('Bozza')).toHaveCount(0);
  await visitor.goto(`/prodotti/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await productRow(page, name)
    .getByRole('button', { name: `Elimina ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Sei sicuro di voler eliminare questo prodotto?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Prodotto eliminato')).toContainText('Il prodotto è stato eliminato con successo');
  await expect(productRow(page, name)).toHaveCount(0);
  await visitor.context().close();
});

test('the owner creates, edits and deletes a category, and the storefront follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Cuscini');
  await signIn(page);
  await page.goto('/admin/categorie');
  await page.getByRole('link', { name: 'Nuova Categoria' }).click();
  await expect(page).toHaveTitle(/^Nuova Categoria \| /);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  expect(slug).toMatch(/^cuscini-[0-9a-f]{6}$/);
  await page
    .getByLabel('Carica immagine')
    .setInputFiles(await photo('cuscini.jpg', { r: 240, g: 200, b: 90 }));
  await expect(toast(page, 'Immagine caricata')).toBeVisible();
  await page.getByRole('button', { name: 'Crea Categoria' }).click();
  await expect(toast(page, 'Categoria creata')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categorie$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Nessuna descrizione');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/categorie/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  await row.getByRole('link', { name: `Modifica ${name}` }).click();
  await expect(page).toHaveTitle(/^Modifica Categoria \| /);
  await page.getByRole('textbox', { name: 'Descrizione' }).fill('Cuscini morbidi per la nanna.');
  await page.getByRole('button', { name: 'Aggiorna Categoria' }).click();
  await expect(toast(page, 'Categoria aggiornata')).toBeVisible();
  await expect(row).toContainText('Cuscini morbidi per la nanna.');
  await visitor.goto(`/categorie/${slug}`);
  await expect(visitor.getByText('Cuscini morbidi per la nanna.')).toBeVisible();

  await row.getByRole('button', { name: `Elimina ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('I suoi prodotti resteranno nel catalogo senza categoria.');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Categoria eliminata')).toBeVisible();
  await expect(row).toHaveCount(0);
  await visitor.goto(`/categorie/${slug}`);
  await expect(visitor.getByText('Categoria non trovata')).toBeVisible();
  await visitor.context().close();
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/prodotti/nuovo');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Bozza non salvata');
  await page.getByRole('link', { name: 'Annulla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
  await dialog.getByRole('button', { name: 'Resta nella pagina' }).click();
  await expect(page).toHaveURL(/\/admin\/prodotti\/nuovo$/);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Bozza non salvata');
  await page.getByRole('link', { name: 'Annulla' }).click();
  await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(page).toHaveURL(/\/admin\/prodotti$/);

  // Closing the tab asks too (the browser's own prompt).
  await page.goto('/admin/prodotti/nuovo');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Altra bozza');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialogShown = await prompt;
  expect(dialogShown.type()).toBe('beforeunload');
  await dialogShown.accept();
});

test('a 12-megapixel phone photo previews at once and is stored with small card-size AVIF and WebP', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Smooth shapes with fine detail, like a photo: 4000×3000 px.
  const jpeg = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
  await signIn(page);
  await page.goto('/admin/prodotti/nuovo');
  const preview = page.getByRole('img', { name: "Anteprima dell'immagine" });
  // Timed inside the page, from the input's change event (the moment the photo is chosen) to each
  // preview's load: Playwright's own transfer of the file into the browser is not the owner's wait.
  await page.evaluate(() => {
    const times: { chosen?: number; local?: number; stored?: number } = {};
    Object.assign(window, { uploadTimes: times });
    document.addEventListener(
      'change',
      (event) => {
        if ((event.target as HTMLInputElement).type === 'file') {
          times.chosen = performance.now();
          delete times.local;
          delete times.stored;
        }
      },
      true,
    );
    document.addEventListener(
      'load',
      (event) => {
        const src = (event.target as HTMLImageElement).getAttribute?.('src') ?? '';
        if (src.startsWith('blob:')) times.local ??= performance.now();
        else if (src.startsWith('/uploads/') && times.chosen !== undefined)
          times.stored ??= performance.now();
      },
      true,
    );
  });
  const localMs: number[] = [];
  const storedMs: number[] = [];
  let url = '';
  for (let run = 0; run < 5; run += 1) {
    await page
      .getByLabel('Carica immagine')
      .setInputFiles({ name: `foto-${run}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
    const readTimes = () =>
      page.evaluate(
        () => (window as unknown as { uploadTimes: Record<string, number | undefined> }).uploadTimes,
      );
    await expect.poll(async () => (await readTimes()).stored !== undefined, { timeout: 30_000 }).toBe(true);
    const times = await readTimes();
    // Both previews appeared: the chosen photo from memory first, then the stored one.
    expect(times.local, `run ${run}: the in-memory preview never loaded`).toBeDefined();
    localMs.push(Math.round(times.local! - times.chosen!));
    storedMs.push(Math.round(times.stored! - times.chosen!));
    url = (await preview.getAttribute('src'))!;
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);
  }
  const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const base = url.replace(/\.webp$/, '');
  const bytes = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.body()).length;
  };
  const figures = {
    jpegBytes: jpeg.length,
    localPreviewP50Ms: p50(localMs),
    storedPreviewP50Ms: p50(storedMs),
    cardAvifBytes: await bytes(`${base}-w400.avif`),
    cardWebpBytes: await bytes(`${base}-w400.webp`),
  };
  // Measured and printed, not asserted: on a shared, loaded machine a time limit tests the machine, not
  // the app (speed targets belong in benchmarks).
  console.log(`12 MP upload figures: ${JSON.stringify({ ...figures, localMs, storedMs })}`);
  expect(figures.cardAvifBytes).toBeLessThan(figures.jpegBytes);
  expect(figures.cardWebpBytes).toBeLessThan(figures.jpegBytes);
});
