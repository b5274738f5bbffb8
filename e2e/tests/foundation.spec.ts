import { expect, test, type Page } from '@playwright/test';
import type { ApiError, Product } from '@vetrina/contracts';
import { ADMIN, apiSignIn } from '../support/admin-session.ts';

/** Errors the page logs; a 401 from the session probe on /admin is the expected "not signed in" answer. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('the server responded with a status of 401')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page leads to the catalogue, which shows the demo products', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  expect(products.length).toBeGreaterThan(0);
  const errors = collectConsoleErrors(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Scopri i Prodotti' }).first().click();

  await expect(page).toHaveURL(/\/prodotti$/);
  await expect(page.getByRole('heading', { name: 'I Nostri Prodotti' })).toBeVisible();
  await expect(page.getByText(products[0]!.name, { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('host and admin share exactly one React; a public page reached from the admin loads as a document', async ({
  page,
}) => {
  const manifests = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('/mf-manifest.json') && response.ok()) manifests.add(pathname);
  });
  const errors = collectConsoleErrors(page);

  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Pannello Amministrativo')).toBeVisible();
  const reactVersions = await page.evaluate(() => {
    type Shares = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    const share =
      (window as unknown as { __FEDERATION__?: { __SHARE__?: Shares } }).__FEDERATION__?.__SHARE__ ?? {};
    const versions = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const version of Object.keys(packages.react ?? {})) versions.add(version);
      }
    }
    return [...versions];
  });
  expect(reactVersions).toHaveLength(1);

  // A client-side navigation to a public path: the shell loads the storefront remote from its manifest,
  // whose route loads the URL as the server-rendered document (the shell renders no public page).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/chi-siamo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="/remotes/storefront/islands/site."]')).toHaveCount(
    1,
  );
  expect([...manifests].sort()).toEqual([
    '/remotes/admin/mf-manifest.json',
    '/remotes/storefront/mf-manifest.json',
  ]);
  expect(errors).toEqual([]);
});

test('the admin area shows the sign-in form', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await expect(
    page
      .getByLabel(/username/i)
      .or(page.getByLabel(/nome utente/i))
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/x');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as ApiError;
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.issues)).toBe(true);
});
