import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@vetrina/web-kit';
import { PUBLIC_CONFIG_CACHE } from '@vetrina/web-kit/admin-device-data';
import { clearDeviceData, deviceDataCleared } from './clear-device-data.ts';

/** A Cache Storage whose listing answers only when the test says so: a slow clear. */
function slowCaches() {
  let answer: ((names: string[]) => void) | undefined;
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    keys: () => new Promise<string[]>((resolve) => (answer = resolve)),
    delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
  });
  const listed = async (names: string[]) => {
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(names);
  };
  return { listed, deleted };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('clearDeviceData', () => {
  it('forgets her answers at once and keeps the app files and the public /config.json', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom has no IndexedDB
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.orders, [{ customerName: 'Sofia' }]);
    queryClient.setQueryData(queryKeys.session, { id: 1 });
    const cachesNow = slowCaches();

    const clearing = clearDeviceData(queryClient);
    expect(queryClient.getQueryData(queryKeys.orders)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
    await cachesNow.listed(['vetrina-admin-api', 'workbox-precache-v2-x', PUBLIC_CONFIG_CACHE]);
    await clearing;
    expect(cachesNow.deleted).toEqual(['vetrina-admin-api']);
  });

  it('tells the sign-in navigation to wait until every clear begun is over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cachesNow = slowCaches();
    void clearDeviceData(new QueryClient());

    expect(await settled(deviceDataCleared())).toBe(false);
    await cachesNow.listed([]);
    expect(await settled(deviceDataCleared())).toBe(true);
  });
});
