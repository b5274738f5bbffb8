/**
 * The service worker's side of Web Push (issue 27 §4, docs/decisions/web-push.md), imported by sw.ts:
 * a push shows its notification even with the app closed; a tap opens the item in the admin, in the
 * window already open when there is one.
 */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of ServiceWorkerGlobalScope used here (the admin's TypeScript has the DOM library, not WebWorker's). */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    scope: string;
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}

interface PushEventLike {
  data: { json(): unknown; text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

const FALLBACK: PushPayload = {
  title: 'Vetrina',
  body: 'Ci sono novità nel pannello.',
  url: '/admin/dashboard',
};

export function readPushPayload(data: PushEventLike['data']): PushPayload {
  if (!data) return FALLBACK;
  try {
    const value = data.json() as Partial<PushPayload>;
    return {
      title: typeof value.title === 'string' ? value.title : FALLBACK.title,
      body: typeof value.body === 'string' ? value.body : FALLBACK.body,
      url: typeof value.url === 'string' ? value.url : FALLBACK.url,
      ...(typeof value.tag === 'string' ? { tag: value.tag } : {}),
    };
  } catch {
    return { ...FALLBACK, body: data.text() || FALLBACK.body };
  }
}

/** Only a path of this origin's admin opens: a payload can never send her elsewhere. */
export function adminUrlOf(scope: PushWorkerScope, url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : FALLBACK.url, scope.location.origin);
  const inAdmin = target.origin === scope.location.origin && target.href.startsWith(scope.registration.scope);
  return inAdmin ? target.href : new URL(FALLBACK.url, scope.location.origin).href;
}

async function openInAdmin(scope: PushWorkerScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(scope.registration.scope));
  if (open) {
    // Focusing may be refused (no user activation); the item opens in that window all the same.
    await open.focus().catch(() => undefined);
    await open.navigate(url);
    return;
  }
  await scope.clients.openWindow(url);
}

export function listenForPushes(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        lang: 'it',
        icon: '/remotes/admin/icons/icon-192.png',
        ...(payload.tag ? { tag: payload.tag } : {}),
        data: { url: payload.url },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: unknown };
    event.waitUntil(openInAdmin(scope, adminUrlOf(scope, url)));
  });
}
