import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, normalizeRuntimeConfig } from './runtime-config.ts';

afterEach(() => vi.unstubAllGlobals());

it('keeps known string fields and fills the rest with defaults', () => {
  const config = normalizeRuntimeConfig({
    remotes: { storefront: 'http://cdn/sf/mf-manifest.json', admin: 42 },
    site: { siteName: 'Bottega', evil: 'x' },
  });
  expect(config.remotes).toEqual({
    storefront: 'http://cdn/sf/mf-manifest.json',
    admin: DEFAULT_RUNTIME_CONFIG.remotes.admin,
  });
  expect(config.site.siteName).toBe('Bottega');
  expect(config.site.contactEmail).toBe('info@vetrinacreazioni.it');
  expect(config.site).not.toHaveProperty('evil');
});

it('falls back to the defaults when /config.json cannot be read', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('nope', { status: 503 })),
  );
  await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
});
