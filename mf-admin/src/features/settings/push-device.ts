import { deletePushDevice } from './push-api.ts';

/** The admin's service worker scope: the one registration that receives pushes (owned by the PWA code). */
export const ADMIN_SW_SCOPE = '/admin/';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const adminRegistration = async () =>
  (await navigator.serviceWorker.getRegistration(ADMIN_SW_SCOPE)) ?? null;

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await adminRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A base64url key as the bytes `pushManager.subscribe` takes. */
export const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

export class PushPermissionError extends Error {
  readonly permission: NotificationPermission;

  constructor(permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
    this.name = 'PushPermissionError';
    this.permission = permission;
  }
}

/** Asks permission (call it from a tap: iOS requires it) and subscribes this device with the server's key. */
export async function subscribeThisDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

/**
 * 'Esci' and the session's end: this device stops receiving her notifications. The server's row goes first
 * (while the session still holds), then the browser's subscription; a failure of either never blocks signing out.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  await deletePushDevice(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
