import type { ReadinessCheck } from '@vetrina/service-kit';
import type { GatewayConfig } from '../config.ts';

const UPSTREAMS = {
  catalog: 'CATALOG_URL',
  content: 'CONTENT_URL',
  auth: 'AUTH_URL',
  backup: 'BACKUP_URL',
  shell: 'SHELL_URL',
  storefront: 'STOREFRONT_URL',
  admin: 'ADMIN_URL',
} as const satisfies Record<string, keyof GatewayConfig>;

/**
 * The gateway is ready only when every app it routes to answers its /healthz: a gateway replica
 * that cannot reach them would only answer 502s, so it stays out of the load balancer instead.
 */
export function upstreamReadiness(
  config: GatewayConfig,
  fetchImpl: typeof fetch = fetch,
): Record<string, ReadinessCheck> {
  return Object.fromEntries(
    Object.entries(UPSTREAMS).map(([name, key]) => [
      name,
      async () => {
        const response = await fetchImpl(new URL('/healthz', config[key]), {
          signal: AbortSignal.timeout(1500),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      },
    ]),
  );
}
