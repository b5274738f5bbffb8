import { PUBLIC_CONFIG_CACHE } from '@vetrina/web-kit/admin-device-data';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** /config.json is generated from the server's environment: the network's when online, the last one offline. */
export function serveRuntimeConfig(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
    new NetworkFirst({ cacheName: PUBLIC_CONFIG_CACHE, networkTimeoutSeconds: 3 }),
  );
}
