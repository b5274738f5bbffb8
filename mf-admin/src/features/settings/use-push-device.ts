import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushKind } from '@vetrina/contracts';
import { getPushKey, savePushDevice, sendTestPush } from './push-api.ts';
import {
  adminRegistration,
  keyBytes,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-device.ts';

export type PushState =
  | { status: 'unsupported' }
  | { status: 'no-worker' }
  | { status: 'denied' }
  | { status: 'off'; registration: ServiceWorkerRegistration; publicKey: string }
  | {
      status: 'on';
      registration: ServiceWorkerRegistration;
      publicKey: string;
      subscription: PushSubscription;
      device: PushDevice;
    };

const madeForAnotherKey = (subscription: PushSubscription, publicKey: string) => {
  const key = subscription.options?.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const expected = keyBytes(publicKey);
  return bytes.length !== expected.length || bytes.some((byte, i) => byte !== expected[i]);
};

// Not under 'admin': the state holds browser objects, never persisted nor shared between devices.
const PUSH_STATE_KEY = ['push-device'] as const;

/** This browser's notification state; a subscription already there is sent again (the server may have lost it). */
async function loadPushState(): Promise<PushState> {
  if (!pushSupported()) return { status: 'unsupported' };
  const registration = await adminRegistration();
  if (!registration) return { status: 'no-worker' };
  if (Notification.permission === 'denied') return { status: 'denied' };
  const { publicKey } = await getPushKey();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted')
    return { status: 'off', registration, publicKey };
  if (madeForAnotherKey(subscription, publicKey)) {
    // The operator rotated the VAPID keys: the old subscription can no longer be used (README, rotation).
    await subscription.unsubscribe();
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  }
  return { status: 'on', registration, publicKey, subscription, device: await savePushDevice(subscription) };
}

export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: PUSH_STATE_KEY,
    queryFn: loadPushState,
    staleTime: Infinity,
    gcTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PUSH_STATE_KEY });

  const activate = useMutation({
    mutationFn: async (current: Extract<PushState, { status: 'off' }>) => {
      const subscription = await subscribeThisDevice(current.registration, current.publicKey);
      await savePushDevice(subscription);
    },
    onSettled: refresh,
  });
  const deactivate = useMutation({ mutationFn: unsubscribeThisDevice, onSettled: refresh });
  const setKinds = useMutation({
    mutationFn: ({ subscription, kinds }: { subscription: PushSubscription; kinds: PushKind[] }) =>
      savePushDevice(subscription, kinds),
    onSuccess: (device) =>
      queryClient.setQueryData<PushState>(PUSH_STATE_KEY, (old) =>
        old?.status === 'on' ? { ...old, device } : old,
      ),
  });
  const test = useMutation({ mutationFn: (endpoint: string) => sendTestPush(endpoint) });
  return { state, activate, deactivate, setKinds, test };
}
