import { loadGatewayConfig, type GatewayConfig } from '../config.ts';

export const TEST_TOKEN = 'test-gateway-token-0123456789abcdef0123456789';

export function testConfig(overrides: Record<string, string>): GatewayConfig {
  return loadGatewayConfig({
    GATEWAY_TOKEN: TEST_TOKEN,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Every test client is this machine, and test files (and mutation-testing runs) share one Redis: only
    // the rate-limit tests, posing as other addresses, are limited.
    RATE_LIMIT_ALLOW: '127.0.0.1,::1',
    ...overrides,
  });
}
