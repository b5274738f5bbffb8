import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { PushNotice } from '@vetrina/contracts';
import { apiCreateOrder } from '../support/admin-orders.ts';
import { persistentBrowserPerTest, openSignedIn, waitForServiceWorker } from '../support/installed-admin.ts';

/**
 * Issue 27 §4 in Chromium at 375 px: a push delivered to the admin's service worker (CDP
 * `ServiceWorker.deliverPushMessage`, as a push service would) shows its notification while no admin page
 * is open, and a tap on it opens the item in the admin.
 */
test.describe.configure({ timeout: 300_000 });
const slow = { timeout: 60_000 };

const phone = persistentBrowserPerTest();

/** The id CDP knows the admin's service worker registration by (scope `/admin/`). */
async function adminRegistrationId(cdp: CDPSession, baseURL: string): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = new URL('/admin/', baseURL).href;
  await expect.poll(() => registrations.get(scope), slow).toBeTruthy();
  return registrations.get(scope)!;
}

/** The notifications the admin's worker shows now, as a page of the app reads them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/admin/');
    return (await registration!.getNotifications()).map(({ title, body, data }) => ({
      title,
      body,
      data: data as unknown,
    }));
  });

/**
 * The tap: the worker gets 'notificationclick' for its notification (no CDP command clicks one). The event is
 * made in the worker, so its waitUntil is stood in for to wait for what the handler does.
 */
async function tapNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers().find((w) => w.url().includes('/remotes/admin/sw.js'));
  expect(worker, "the admin's service worker").toBeTruthy();
  await worker!.evaluate(async () => {
    // Runs inside the worker: its globals, typed loosely (the e2e code is typed with the DOM library).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<unknown[]> };
      dispatchEvent(event: Event): boolean;
    };
    const NotificationEvent = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    const [notification] = await scope.registration.getNotifications();
    const event = new NotificationEvent('notificationclick', { notification });
    const pending: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', {
      value: (promise: Promise<unknown>) => pending.push(promise),
    });
    scope.dispatchEvent(event);
    await Promise.all(pending);
  });
}

test('a push shows its notification with the app closed, and a tap on it opens the order in the admin', async ({
  baseURL,
}) => {
  const { page, context } = phone.current;
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await openSignedIn(page);
  await waitForServiceWorker(page);
  const order = await apiCreateOrder(page.request, `Giulia Push${randomBytes(3).toString('hex')}`);
  const cdp = await context.newCDPSession(page);
  const registrationId = await adminRegistrationId(cdp, baseURL!);

  // The app is closed: the worker alone receives the push and shows it.
  const admin = await context.newPage();
  await page.close();
  const notice: PushNotice = {
    kind: 'order',
    title: 'Nuovo ordine',
    body: `Ordine n. ${order.id} di Giulia.`,
    url: `/admin/ordini/${order.id}`,
  };
  const browserCdp = await context.newCDPSession(admin);
  await browserCdp.send('ServiceWorker.enable');
  await browserCdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify({ ...notice, tag: `order:${order.id}` }),
  });

  // She opens the app (the dashboard, as from its icon): the notification is there, and she taps it.
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(slow);
  await expect
    .poll(() => shownNotifications(admin), slow)
    .toEqual([{ title: notice.title, body: notice.body, data: { url: notice.url } }]);
  await tapNotification(context);
  await expect(admin).toHaveURL(new RegExp(`/admin/ordini/${order.id}$`), slow);
  await expect(admin.getByLabel(/^Nome del cliente/)).toHaveValue(order.customerName, slow);
  expect(await shownNotifications(admin)).toEqual([]);
});
