import type { ReadinessCheck } from '@vetrina/service-kit';
import type { GatewayConfig } from '../config.ts';

/** The public site cannot be served without these. */
const REQUIRED = {
  catalog: 'CATALOG_URL',
  content: 'CONTENT_URL',
  auth: 'AUTH_URL',
  shell: 'SHELL_URL',
  storefront: 'STOREFRONT_URL',
} as const satisfies Record<string, keyof GatewayConfig>;
/** Owner-only apps: reported by /readyz, but their outage must not take the public site down. */
const REPORTED = {
  backup: 'BACKUP_URL',
  admin: 'ADMIN_URL',
} as const satisfies Record<string, keyof GatewayConfig>;

function healthChecks(
  config: GatewayConfig,
  upstreams: Record<string, keyof GatewayConfig>,
  fetchImpl: typeof fetch,
): Record<string, ReadinessCheck> {
  return Object.fromEntries(
    Object.entries(upstreams).map(([name, key]) => [
      name,
      async () => {
        const url = new URL('/healthz', String(config[key]));
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(1500) });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      },
    ]),
  );
}

/**
 * The gateway is ready only when the apps the public site needs answer their /healthz: a gateway
 * replica that cannot reach them would only answer 502s, so it stays out of the load balancer instead.
 */
export function upstreamReadiness(config: GatewayConfig, fetchImpl: typeof fetch = fetch) {
  return {
    readiness: healthChecks(config, REQUIRED, fetchImpl),
    reported: healthChecks(config, REPORTED, fetchImpl),
  };
}
