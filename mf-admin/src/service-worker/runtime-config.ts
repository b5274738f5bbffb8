import { PUBLIC_CONFIG_CACHE } from '@vetrina/web-kit/admin-device-data';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

/**
 * /config.json is generated from the server's environment. The app cannot register its remotes before it has
 * read it, so waiting for the network here put a round trip (seconds on a poor signal, 3 s before a hanging
 * network gave up) in front of every return visit: the last copy answers at once and the network's refreshes
 * it for the next visit. The first visit, with nothing kept yet, reads the network's; offline, the last one.
 */
export function serveRuntimeConfig(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
    new StaleWhileRevalidate({ cacheName: PUBLIC_CONFIG_CACHE }),
  );
}
