import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@vetrina/contracts';
import { queryKeys } from '@vetrina/web-kit/query-keys';
import {
  keptOnSignOut,
  OFFLINE_WRITE_MESSAGE,
  PUBLIC_CONFIG_CACHE,
} from '@vetrina/web-kit/admin-device-data';
import { apiCreateOrder } from '../support/admin-orders.ts';
import { toast } from '../support/admin-session.ts';
import {
  deviceStorage,
  persistentBrowserPerTest,
  openSignedIn,
  waitForServiceWorker,
} from '../support/installed-admin.ts';

// A first visit precaches the whole admin app in the background (about 70 files) on a shared machine.
test.describe.configure({ timeout: 480_000 });
const slow = { timeout: 60_000 };

const phone = persistentBrowserPerTest();

/** Signs in, creates an order for a customer nobody else has, opens the orders list showing it, and waits until it is saved. */
async function openOrdersWithNewOrder(page: Page): Promise<Order> {
  await openSignedIn(page, '/admin/ordini');
  const customerName = `Cliente offline ${randomBytes(3).toString('hex')}`;
  const order = await apiCreateOrder(page.request, customerName);
  await page.reload();
  await expect(page.getByRole('article', { name: customerName })).toBeVisible(slow);
  await waitUntilSaved(page, customerName);
  return order;
}

/** The app saves what she saw at most a second later: wait until IndexedDB holds it. */
async function waitUntilSaved(page: Page, text: string) {
  await expect.poll(async () => (await deviceStorage(page)).indexedDb, slow).toContain(text);
}

/**
 * A query's key as IndexedDB's saved copy holds it (JSON in a JSON string). A screen left by a full load
 * within that second may not be saved (an unloading page's write can be dropped): wait for this one.
 */
const savedKey = (key: readonly string[]) => JSON.stringify(JSON.stringify(key)).slice(1, -1);

test("offline, the app opens with 'Sei offline' and the dashboard, orders and messages as last seen; writes are refused", async () => {
  const { page, context } = phone.current;
  const order = await openOrdersWithNewOrder(page);
  await page.goto(`/admin/ordini/${order.id}`);
  await expect(page.getByLabel('Nome del cliente')).toHaveValue(order.customerName, slow);
  await waitUntilSaved(page, savedKey(queryKeys.order(order.id)));
  for (const [path, title] of [
    ['/admin/messaggi', 'Messaggi'],
    ['/admin/dashboard', 'Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);
  }
  await waitForServiceWorker(page);
  await waitUntilSaved(page, order.customerName);

  await context.setOffline(true);
  await page.goto('/admin/ordini');
  await expect(page.getByText('Sei offline', { exact: true })).toBeVisible(slow);
  await expect(page.getByRole('article', { name: order.customerName })).toBeVisible();
  for (const [path, title] of [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/messaggi', 'Messaggi'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);
    await expect(page.getByText('Sei offline', { exact: true })).toBeVisible();
  }

  // A change made offline is refused at once, in Italian, and never sent later.
  await page.goto(`/admin/ordini/${order.id}`);
  await page.getByLabel('Telefono').fill('333 1234567');
  await page.getByRole('button', { name: 'Salva Ordine' }).click();
  await expect(toast(page, 'Errore')).toContainText(OFFLINE_WRITE_MESSAGE);
  await expect(page.getByRole('button', { name: 'Salva Ordine' })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByText('Sei offline', { exact: true })).toBeHidden();
  await page.waitForTimeout(1000);
  const stored = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as Order;
  expect(stored.customerPhone).toBeNull();
});

test("after 'Esci' neither Cache Storage nor IndexedDB holds any of her data", async () => {
  const { page } = phone.current;
  const order = await openOrdersWithNewOrder(page);
  await waitForServiceWorker(page);
  await waitUntilSaved(page, order.customerName);
  // The worker keeps the public /config.json it answers (it controls the page: its first install claims it).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, slow);
  await page.evaluate(() => fetch('/config.json', { cache: 'no-cache' }));

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).not.toHaveURL(/\/admin\/ordini/, slow);
  await expect
    .poll(async () => {
      const { indexedDb, caches } = await deviceStorage(page);
      const herCaches = caches.filter((entry) => !keptOnSignOut(entry.name));
      return { savedOrder: indexedDb.includes(order.customerName), herCaches: herCaches.map((e) => e.url) };
    }, slow)
    .toEqual({ savedOrder: false, herCaches: [] });
  const { indexedDb, caches } = await deviceStorage(page);
  expect(indexedDb).not.toContain(order.customerEmail);
  expect(caches.some((entry) => entry.body.includes(order.customerName))).toBe(false);
  // The app's own files stay: it still opens at once next time, offline with the shop's own settings.
  expect(caches.length).toBeGreaterThan(50);
  expect(
    caches.filter((entry) => entry.name === PUBLIC_CONFIG_CACHE).map((e) => new URL(e.url).pathname),
  ).toEqual(['/config.json']);
});
