import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  newPage,
  test,
  trackPageErrors,
  waitForContent,
} from '../support/storefront-fixtures.ts';

/** Public storefront journeys (issue 3), as a visitor sees them, through the gateway. */

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Percorso di navigazione' });
const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const productCards = (page: Page) =>
  page.getByRole('list', { name: 'Prodotti', exact: true }).getByRole('listitem');

test('home → category tile → product → related product → breadcrumb back to the category and the catalogue', async ({
  visitor: page,
}) => {
  // No waiting for the app: the server-rendered page must take clicks while the app starts.
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Le Nostre Categorie' });
  await tiles.getByRole('link', { name: /^Giochi/ }).click();

  await expect(page).toHaveURL(/\/categorie\/giochi$/);
  await expect(heading1(page, 'Giochi')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Prodotti in Giochi' });
  for (const name of DEMO.giochi) await expect(grid.getByRole('heading', { name })).toBeVisible();
  await grid.getByRole('link', { name: /Sonaglino coniglietto/ }).click();

  await expect(page).toHaveURL(/\/prodotti\/sonaglino-coniglietto$/);
  await expect(heading1(page, 'Sonaglino coniglietto')).toBeVisible();
  await expect(page.getByText('16,00 €')).toBeVisible();
  const related = page.getByRole('region', { name: 'Altri prodotti in Giochi' });
  await expect(related.getByRole('heading', { name: 'Altri prodotti in Giochi' })).toBeVisible();
  // The current product is excluded from its own related strip.
  await expect(related.getByRole('link', { name: 'Vedi Sonaglino coniglietto' })).toHaveCount(0);
  await expect(related.getByRole('link', { name: 'Vedi Pupazzo orsetto' })).toBeVisible();
  await related.getByRole('link', { name: 'Vedi Libro tattile di stoffa' }).click();

  await expect(page).toHaveURL(/\/prodotti\/libro-tattile-di-stoffa$/);
  await expect(heading1(page, 'Libro tattile di stoffa')).toBeVisible();
  // Spec §2: the page scrolls to the top on every route change (the strip sat at the bottom).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(breadcrumb(page).getByText('Libro tattile di stoffa')).toHaveAttribute('aria-current', 'page');
  await breadcrumb(page).getByRole('link', { name: 'Giochi' }).click();

  await expect(page).toHaveURL(/\/categorie\/giochi$/);
  await expect(heading1(page, 'Giochi')).toBeVisible();
  await breadcrumb(page).getByRole('link', { name: 'Prodotti' }).click();
  await expect(page).toHaveURL(/\/prodotti$/);
  await expect(heading1(page, 'I Nostri Prodotti')).toBeVisible();
});

test('catalogue: accent-insensitive search, category filter, reset and empty state', async ({
  visitor: page,
  request,
}) => {
  const total = ((await (await request.get('/api/products')).json()) as unknown[]).length;
  await page.goto('/prodotti');
  await expect(heading1(page, 'I Nostri Prodotti')).toBeVisible();
  await expect(productCards(page)).toHaveCount(total);

  const search = page.getByRole('searchbox', { name: 'Cerca prodotti' });
  await expect(search).toHaveAttribute('placeholder', 'Cerca prodotti...');
  // 'Perché' typed without its accent.
  await search.fill(DEMO.accented.typed);
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page).getByRole('heading', { name: DEMO.accented.name })).toBeVisible();
  // Case-insensitive, and the description counts too ('tasca termica' is only in descriptions).
  await search.fill('TASCA TERMICA');
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page).getByRole('heading', { name: DEMO.accented.name })).toBeVisible();

  await search.fill('');
  // A native <select>: it works without JavaScript as part of the GET search form.
  const category = page.getByRole('combobox', { name: 'Categoria' });
  await expect(category).toHaveValue('all');
  await expect(category.locator('option:checked')).toHaveText('Tutte le categorie');
  await category.selectOption({ label: 'Giochi' });
  await expect(category.locator('option:checked')).toHaveText('Giochi');
  // Instant, and the address follows (a reload or a shared link shows the same list).
  await expect(page).toHaveURL(/\/prodotti\?categoria=giochi$/);
  await expect(productCards(page)).toHaveCount(DEMO.giochi.length);
  for (const name of DEMO.giochi)
    await expect(productCards(page).getByRole('heading', { name })).toBeVisible();

  // Both filters together, down to nothing: the empty state.
  await search.fill('borsa');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  await expect(page.getByText('Non ci sono prodotti che corrispondono ai filtri selezionati.')).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancella filtri' }).click();
  await expect(search).toHaveValue('');
  await expect(category).toHaveValue('all');
  await expect(productCards(page)).toHaveCount(total);
  await expect(page).toHaveURL(/\/prodotti$/);

  await search.fill('qwertyuiop');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
});

test('catalogue: the search understands Italian (plurals, typos), as the visitor types and without JavaScript', async ({
  visitor: page,
  browser,
  baseURL,
}) => {
  await page.goto('/prodotti');
  await page.getByRole('searchbox', { name: 'Cerca prodotti' }).fill('bavaglini');
  // The catalogue service's ranked search: the product named so comes first.
  await expect(productCards(page).first().getByRole('heading')).toHaveText(
    'Bavaglino personalizzato con nome',
  );
  await expect(page).toHaveURL(/\/prodotti\?q=bavaglini$/);

  const noScript = await newPage(browser, baseURL, { javaScriptEnabled: false });
  try {
    await noScript.goto('/prodotti?q=copertna');
    await expect(noScript.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue('copertna');
    await expect(
      productCards(noScript).getByRole('heading', { name: 'Copertina nascita in mussola' }),
    ).toBeVisible();
  } finally {
    await noScript.context().close();
  }
});

test('without JavaScript: the catalogue filters through the query string, product and category pages are complete', async ({
  browser,
  baseURL,
  request,
}) => {
  const total = ((await (await request.get('/api/products')).json()) as unknown[]).length;
  const page = await newPage(browser, baseURL, { javaScriptEnabled: false });
  try {
    await page.goto('/prodotti');
    await expect(productCards(page)).toHaveCount(total);
    const search = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await search.fill(DEMO.accented.typed);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/prodotti\?q=perche(&categoria=all)?$/);
    await expect(productCards(page).getByRole('heading', { name: DEMO.accented.name })).toBeVisible();
    await expect(productCards(page)).toHaveCount(1);

    await search.fill('');
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Giochi' });
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/categoria=giochi/);
    await expect(productCards(page)).toHaveCount(DEMO.giochi.length);
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveValue('giochi');

    await page.goto('/prodotti?q=qwertyuiop');
    await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(page).toHaveURL(/\/prodotti\??$/);
    await expect(productCards(page)).toHaveCount(total);

    await page.goto('/categorie/giochi');
    const grid = page.getByRole('list', { name: 'Prodotti in Giochi' });
    for (const name of DEMO.giochi) await expect(grid.getByRole('heading', { name })).toBeVisible();

    await page.goto(`/prodotti/${DEMO.gallery.slug}`);
    await expect(heading1(page, DEMO.gallery.name)).toBeVisible();
    await expect(page.getByRole('img', { name: DEMO.gallery.name, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Galleria del prodotto' }).getByRole('button')).toHaveCount(
      DEMO.gallery.items,
    );
    await expect(page.getByRole('region', { name: 'Altri prodotti in Accessori' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

/**
 * Waits until the island holding this element is hydrated (the runtime marks it `data-hydrated`): a click
 * or a keystroke before that lands on the server's markup and is lost.
 */
async function islandHydrated(page: Page, inner: Locator): Promise<void> {
  await expect(page.locator('[data-island]', { has: inner })).toHaveAttribute('data-hydrated', /.*/, {
    timeout: 15_000,
  });
}

test('the gallery, catalogue and contact islands hydrate without a console error (no hydration mismatch)', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  const problems = trackPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  try {
    await page.goto(`/prodotti/${DEMO.gallery.slug}`);
    const second = page.getByRole('button', { name: `Mostra immagine 2 di ${DEMO.gallery.items}` });
    await islandHydrated(page, second);
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/prodotti');
    const search = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await islandHydrated(page, search);
    await search.fill(DEMO.accented.typed);
    await expect(productCards(page)).toHaveCount(1);

    await page.goto('/contatti');
    await expect(page.getByRole('form', { name: 'Modulo di contatto' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Invia messaggio' });
    await islandHydrated(page, send);
    await send.click();
    await expect(page.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('category and product pages: empty category, unknown category, unknown product', async ({
  visitor: page,
}) => {
  await page.goto('/categorie/natale');
  await expect(heading1(page, 'Natale')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nessun prodotto in questa categoria' })).toBeVisible();
  await page.getByRole('link', { name: 'Visualizza tutti i prodotti' }).click();
  await expect(page).toHaveURL(/\/prodotti$/);
  await expect(heading1(page, 'I Nostri Prodotti')).toBeVisible();

  await page.goto('/categorie/non-esiste');
  await expect(heading1(page, 'Categoria non trovata')).toBeVisible();
  await expect(page.getByText('La categoria che stai cercando non esiste o è stata rimossa.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/prodotti');

  await page.goto('/prodotti/does-not-exist');
  await expect(heading1(page, 'Prodotto non trovato')).toBeVisible();
  await expect(
    page.getByText('Il prodotto che stai cercando non è disponibile o è stato rimosso.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Torna ai prodotti' }).click();
  await expect(heading1(page, 'I Nostri Prodotti')).toBeVisible();
});

test.describe('product gallery', () => {
  test('product details, and thumbnails that switch the main image', async ({ visitor: page }) => {
    const { slug, name, items } = DEMO.gallery;
    await page.goto(`/prodotti/${slug}`);
    await expect(heading1(page, name)).toBeVisible();
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Prodotti', 'Accessori']);
    await expect(breadcrumb(page).getByRole('link', { name: 'Accessori' })).toHaveAttribute(
      'href',
      '/categorie/accessori',
    );
    const main = page.getByRole('main');
    await expect(main.getByText('12,50 €', { exact: true })).toBeVisible();
    await expect(main.getByText('Prodotto personalizzabile')).toBeVisible();
    await expect(main.getByText(/Supplemento\s+personalizzazione: 8,00 €/)).toBeVisible();
    // Issue 30: the request form for this product (its photo, name and questions).
    await expect(main.getByRole('link', { name: 'Richiedi Informazioni' })).toHaveAttribute(
      'href',
      `/contatti?prodotto=${DEMO.gallery.slug}`,
    );
    await expect(main.getByRole('link', { name: 'Torna ai Prodotti' })).toHaveAttribute('href', '/prodotti');

    const gallery = page.getByRole('list', { name: 'Galleria del prodotto' });
    // The media item repeating the main image is dropped: main + 3 others.
    await expect(gallery.getByRole('button')).toHaveCount(items);
    await expect(gallery.getByRole('button', { name: `Mostra immagine 1 di ${items}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const mainImage = page.getByRole('img', { name, exact: true });
    await expect(mainImage).toBeVisible();
    const mainSrc = await mainImage.getAttribute('src');

    await gallery.getByRole('button', { name: `Mostra immagine 3 di ${items}` }).click();
    // Each picture has its own alt text (the demo's extra picture 3 comes third, by display order).
    const third = page.getByRole('img', { name: `${name}: dettaglio 3` });
    await expect(third).toBeVisible();
    await expect(mainImage).toHaveCount(0);
    expect(await third.getAttribute('src')).not.toBe(mainSrc);
    await expect(gallery.getByRole('button', { name: `Mostra immagine 3 di ${items}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await gallery.getByRole('button', { name: `Mostra immagine 1 di ${items}` }).click();
    await expect(page.getByRole('img', { name, exact: true })).toHaveAttribute('src', mainSrc!);

    // The keyboard moves along the thumbnails (and wraps round); the focus follows the selection.
    await page.keyboard.press('ArrowLeft');
    const last = gallery.getByRole('button', { name: `Mostra immagine ${items} di ${items}` });
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();

    // A finger swiping left on the main picture shows the next item, swiping right the previous one.
    const picture = page.getByRole('main').locator('img').first();
    const swipe = async (from: number, to: number) => {
      await picture.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: from, bubbles: true });
      await picture.dispatchEvent('pointerup', { pointerType: 'touch', clientX: to, bubbles: true });
    };
    await swipe(300, 150);
    await expect(gallery.getByRole('button', { name: `Mostra immagine 2 di ${items}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await swipe(150, 300);
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  });

  test('an Instagram reel shows a play poster and loads the embed only on click', async ({
    visitor: page,
  }) => {
    const { slug, name, embedUrl } = DEMO.reel;
    const instagramRequests: string[] = [];
    // No internet in CI: answer the embed locally, and record whether anything asked for it.
    await page.route('https://www.instagram.com/**', async (route) => {
      instagramRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title>' });
    });
    try {
      await page.goto(`/prodotti/${slug}`);
      await page
        .getByRole('list', { name: 'Galleria del prodotto' })
        .getByRole('button', { name: 'Mostra video 2 di 3' })
        .click();
      await expect(page.getByRole('img', { name: `Video di ${name}` })).toBeVisible();
      const play = page.getByRole('button', { name: 'Riproduci il video' });
      await expect(play).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(instagramRequests).toEqual([]);

      await play.click();
      const frame = page.locator(`iframe[title="Video di ${name}"]`);
      await expect(frame).toHaveAttribute('src', embedUrl);
      await expect(play).toHaveCount(0);
    } finally {
      await page.unroute('https://www.instagram.com/**');
    }
  });

  test('an Instagram story cannot be embedded and links to Instagram instead', async ({ visitor: page }) => {
    const { slug, url } = DEMO.story;
    await page.goto(`/prodotti/${slug}`);
    await page
      .getByRole('list', { name: 'Galleria del prodotto' })
      .getByRole('button', { name: 'Mostra video 3 di 3' })
      .click();
    await expect(page.getByRole('heading', { name: 'Video Instagram Story' })).toBeVisible();
    await expect(
      page.getByText('Questo contenuto è una Instagram Story e non può essere incorporato direttamente.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visualizza su Instagram' })).toHaveAttribute('href', url);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('FAQ: ten questions, one open at a time', async ({ visitor: page }) => {
  await page.goto('/faq');
  await expect(heading1(page, 'Domande Frequenti')).toBeVisible();
  // Native disclosures sharing one name: exclusive, with or without JavaScript.
  const questions = page.getByRole('main').locator('details[name="faq"]');
  await expect(questions).toHaveCount(10);
  const open = page.getByRole('main').locator('details[open]');
  await expect(open).toHaveCount(0);

  const first = page.getByRole('heading', { level: 2, name: 'Come posso effettuare un ordine?' });
  await first.click();
  await expect(open).toHaveCount(1);
  await expect(page.getByText(/Non c'è un carrello online/)).toBeVisible();

  const washing = page.getByRole('heading', { level: 2, name: 'Come devo lavare i prodotti?' });
  await washing.click();
  await expect(page.getByText(/lavaggio in lavatrice a 30°C/)).toBeVisible();
  await expect(page.getByText(/Non c'è un carrello online/)).toBeHidden();
  await expect(open).toHaveCount(1);

  await washing.click();
  await expect(open).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
    'href',
    '/contatti',
  );
});

test('side menu at 375 px: the menu button opens it, a link click navigates and closes it', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 812 }, isMobile: true });
  const errors = trackPageErrors(page);
  try {
    await page.goto('/');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    // Below 768 px the desktop navigation gives way to the menu button.
    await expect(banner.getByRole('button', { name: 'Categorie' })).toHaveCount(0);
    const drawer = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(drawer).toBeHidden();

    await banner.getByRole('button', { name: 'Apri menu' }).click();
    await expect(drawer).toBeVisible();
    for (const label of [
      'Home',
      'Chi Siamo',
      'Accessori',
      'Set nascita',
      'Giochi',
      'Per noi Mamme',
      'Natale',
    ]) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Chi Siamo', exact: true }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(drawer).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Apri menu' })).toHaveAttribute('aria-expanded', 'false');

    await banner.getByRole('button', { name: 'Apri menu' }).click();
    await drawer.getByRole('link', { name: 'Per noi Mamme', exact: true }).click();
    await expect(page).toHaveURL(/\/categorie\/per-noi-mamme$/);
    await expect(heading1(page, 'Per noi Mamme')).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('the dark theme choice survives a reload', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL);
  try {
    await page.goto('/');
    await waitForContent(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await page.getByRole('button', { name: 'Tema: Chiaro' }).click();
    await page.getByRole('menuitemradio', { name: 'Scuro' }).click();
    await expect(page.getByRole('button', { name: 'Tema: Scuro' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(background).not.toBe(light);
    const dark = await background();

    await page.reload();
    await waitForContent(page);
    await expect(page.getByRole('button', { name: 'Tema: Scuro' })).toBeVisible();
    expect(await background()).toBe(dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  } finally {
    await page.context().close();
  }
});
