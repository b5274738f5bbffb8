import { describe, expect, it } from 'vitest';
import { ConfigError, databaseConfigShape, gatewayTokenShape, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('names every missing or bad variable in one error', () => {
    const load = () =>
      loadConfig(
        { ...databaseConfigShape, ...gatewayTokenShape },
        { DATABASE_URL: 'mysql://x', GATEWAY_TOKEN: 'short' },
      );
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(load).toThrow(/GATEWAY_TOKEN: must be at least 32 characters/);
  });

  it('applies defaults and keeps valid values', () => {
    const config = loadConfig(databaseConfigShape, { DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.LOG_LEVEL).toBe('info');
  });
});
