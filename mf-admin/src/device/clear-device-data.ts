import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vetrina/web-kit';
import { ADMIN_QUERY_CACHE, keptOnSignOut } from '@vetrina/web-kit/admin-device-data';
import { clear, createStore } from 'idb-keyval';

type Step = (queryClient: QueryClient) => Promise<void> | void;

/** Her answers in memory: the admin reads go, the session is known to be over. */
const forgetQueries: Step = (queryClient) => {
  queryClient.removeQueries({ queryKey: queryKeys.admin });
  queryClient.setQueryData(queryKeys.session, null);
};

/** The saved copy the app opens with offline (shell/src/offline/persist-admin-queries.ts). */
const removeSavedQueries: Step = () =>
  clear(createStore(ADMIN_QUERY_CACHE.database, ADMIN_QUERY_CACHE.store));

/**
 * Every Cache Storage entry but the app's own files and the public /config.json (the app keeps opening
 * offline, with the shop's settings): none of them holds anything of hers.
 */
const removeCachedResponses: Step = async () => {
  if (!('caches' in globalThis)) return;
  for (const name of await caches.keys()) if (!keptOnSignOut(name)) await caches.delete(name);
};

/** In order; one failing step does not keep the others from running. */
const STEPS: Step[] = [forgetQueries, removeSavedQueries, removeCachedResponses];

/** Clears still running: the sign-in document must not replace the app before they finish. */
let clearing: Promise<void> = Promise.resolve();

async function runSteps(queryClient: QueryClient): Promise<void> {
  for (const step of STEPS) {
    try {
      await step(queryClient);
    } catch (error) {
      console.error('Pulizia dei dati del dispositivo non riuscita', error);
    }
  }
}

/**
 * Removes every piece of the owner's data from this device: on 'Esci' and when the session ends (a 401).
 * Afterwards IndexedDB and Cache Storage hold nothing of hers; the app's files stay.
 */
export function clearDeviceData(queryClient: QueryClient): Promise<void> {
  const run = runSteps(queryClient);
  clearing = Promise.all([clearing, run]).then(() => undefined);
  return run;
}

/**
 * Resolves once every clear begun so far is over. Leaving the page earlier would abort the IndexedDB
 * transaction that removes her saved data (a document's unfinished transactions die with it).
 */
export const deviceDataCleared = (): Promise<void> => clearing;
