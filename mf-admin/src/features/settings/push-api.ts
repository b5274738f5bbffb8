import type { PushDevice, PushKind, PushPublicKey } from '@vetrina/contracts';
import { apiGet, apiSend } from '@vetrina/web-kit';

/** Web Push on the server (svc-auth, docs/decisions/web-push.md): the VAPID key and this device's subscription. */
export const getPushKey = () => apiGet<PushPublicKey>('/api/admin/push/key');

/** Stores (or refreshes) this device's subscription; `kinds` omitted keeps the stored choice. */
export const savePushDevice = (subscription: PushSubscription, kinds?: PushKind[]) => {
  const json = subscription.toJSON();
  return apiSend<PushDevice>('PUT', '/api/admin/push/subscription', {
    endpoint: json.endpoint,
    keys: json.keys,
    ...(kinds ? { kinds } : {}),
  });
};

export const deletePushDevice = (endpoint: string) =>
  apiSend<void>('DELETE', `/api/admin/push/subscription?endpoint=${encodeURIComponent(endpoint)}`);

export const sendTestPush = (endpoint: string) =>
  apiSend<{ queued: true }>('POST', '/api/admin/push/test', { endpoint });
