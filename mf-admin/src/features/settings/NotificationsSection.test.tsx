import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { NotificationsSection, PUSH_TEXTS } from './NotificationsSection.tsx';
import { unsubscribeThisDevice } from './push-device.ts';

const KEY = `B${'A'.repeat(86)}`;
const section = () => screen.getByRole('region', { name: 'Notifiche' });

/** A browser with Web Push: the admin's service worker registered, permission as given. */
function browserWithPush(permission: NotificationPermission, subscription: object | null) {
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async (scope: string) => (scope === '/admin/' ? { pushManager } : undefined)),
    },
  });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("Impostazioni → 'Notifiche'", () => {
  it('explains in Italian what to do where the browser has no Web Push (iPhone outside the Home Screen)', async () => {
    renderPage(<NotificationsSection />, { path: '/admin/impostazioni' });
    expect(await within(section()).findByText(PUSH_TEXTS.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUSH_TEXTS.activate })).not.toBeInTheDocument();
  });

  it('tells her how to unblock them when she refused them in the browser', async () => {
    browserWithPush('denied', null);
    renderPage(<NotificationsSection />, { path: '/admin/impostazioni' });
    expect(await within(section()).findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
  });

  it("says the server's reason when it has no VAPID keys", async () => {
    browserWithPush('default', null);
    mockApi({
      'GET /api/admin/push/key': reply(
        { message: 'Le notifiche non sono configurate sul server (chiavi VAPID mancanti)' },
        503,
      ),
    });
    renderPage(<NotificationsSection />, { path: '/admin/impostazioni' });
    expect(
      await within(section()).findByText(
        'Le notifiche non sono configurate sul server (chiavi VAPID mancanti)',
      ),
    ).toBeInTheDocument();
  });

  it('asks permission on the tap, subscribes with the server key, then lists each kind and the test', async () => {
    const endpoint = 'https://push.example/abc';
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: KEY, auth: 'A'.repeat(22) } }),
      unsubscribe: vi.fn(async () => true),
    };
    const pushManager = browserWithPush('granted', null);
    const device = {
      kinds: ['message', 'order', 'deadline', 'backup'],
      createdAt: '2026-11-27T08:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/admin/push/key': reply({ publicKey: KEY }),
      'PUT /api/admin/push/subscription': reply(device),
      'POST /api/admin/push/test': reply({ queued: true }),
    });
    renderPage(<NotificationsSection />, { path: '/admin/impostazioni' });
    const user = userEvent.setup();
    pushManager.getSubscription.mockResolvedValueOnce(null).mockResolvedValue(subscription);
    pushManager.subscribe.mockResolvedValue(subscription);
    await user.click(await screen.findByRole('button', { name: PUSH_TEXTS.activate }));
    expect(await screen.findByRole('switch', { name: 'Nuovi messaggi' })).toBeChecked();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      endpoint,
      keys: { p256dh: KEY, auth: 'A'.repeat(22) },
    });
    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.test }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ endpoint });
  });

  it("on 'Esci' deletes this device on the server, then unsubscribes it in the browser", async () => {
    const endpoint = 'https://push.example/esci';
    const order: string[] = [];
    const subscription = { endpoint, unsubscribe: vi.fn(async () => order.push('browser') > 0) };
    browserWithPush('granted', subscription);
    const api = mockApi({
      'DELETE /api/admin/push/subscription': (_call, url) => {
        order.push(`server ${url.searchParams.get('endpoint')}`);
        return reply(undefined, 204);
      },
    });
    await unsubscribeThisDevice();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/admin/push/subscription']);
    expect(order).toEqual([`server ${endpoint}`, 'browser']);
  });
});
