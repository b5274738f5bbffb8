import { expect, test } from '@playwright/test';
import { persistentBrowserPerTest, openSignedIn, waitForServiceWorker } from '../support/installed-admin.ts';

// A first visit precaches the whole admin app in the background (about 70 files).
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 60_000 };

const phone = persistentBrowserPerTest();

test('Chromium reports the admin installable, with its Italian manifest, scoped to /admin/', async () => {
  const { page, context } = phone.current;
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  expect(await waitForServiceWorker(page)).toMatch(/\/admin\/$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/remotes/admin/manifest.webmanifest');
  const manifest = JSON.parse(data!) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    lang: 'it',
    start_url: '/admin/',
    scope: '/admin/',
    id: '/admin/',
    display: 'standalone',
    short_name: 'Vetrina Admin',
  });
  // Each icon is a real PNG of its stated size.
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
  expect((manifest.icons as { purpose: string }[]).map((i) => i.purpose).sort()).toEqual([
    'any',
    'any',
    'maskable',
  ]);
});

test('the visit that installs the worker is controlled by it at once, and offline /config.json is its last copy', async () => {
  const { page, context } = phone.current;
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await waitForServiceWorker(page);
  // No reload: the first worker claims the pages already open.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, slow);

  const readConfig = () =>
    page.evaluate(async () => {
      const response = await fetch('/config.json', { cache: 'no-cache' });
      return { ok: response.ok, config: (await response.json()) as unknown };
    });
  const online = await readConfig();
  await context.setOffline(true);
  expect(await readConfig()).toEqual(online);
});

test('a second visit starts from the cache: no script comes from the network', async () => {
  const { page, context } = phone.current;
  await openSignedIn(page);
  await waitForServiceWorker(page);

  const fromNetwork: string[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.url());
    if (!response.fromServiceWorker()) fromNetwork.push(response.url());
  });
  // Requests the worker itself sends to the network (a precache miss would be one).
  context.on('request', (request) => {
    if (request.serviceWorker() && /\.js(\?|$)/.test(request.url())) fromNetwork.push(request.url());
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(slow);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(fromNetwork).toEqual([]);
});

test('public pages stay outside the worker: no control, no worker script', async () => {
  const { page } = phone.current;
  await openSignedIn(page);
  await waitForServiceWorker(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(scripts.filter((s) => /sw\.js|workbox|precache/.test(s))).toEqual([]);
});
