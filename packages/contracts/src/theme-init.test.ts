import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_ATTRIBUTE, THEME_COLORS, THEME_INIT_SCRIPT } from './theme-init.ts';

/** Runs the script against a minimal document; returns the <html> attribute and the theme-color it set. */
function run({
  stored,
  prefersDark = false,
  storageThrows = false,
  matchMedia = true,
}: {
  stored?: string;
  prefersDark?: boolean;
  storageThrows?: boolean;
  matchMedia?: boolean;
}) {
  const attributes: Record<string, string> = {};
  const meta = { content: '#000000', setAttribute: (_: string, v: string) => void (meta.content = v) };
  const window = {
    get localStorage() {
      if (storageThrows) throw new Error('SecurityError');
      return { getItem: (key: string) => (key === 'theme' ? (stored ?? null) : null) };
    },
    ...(matchMedia
      ? { matchMedia: (query: string) => ({ matches: prefersDark && query.includes('dark') }) }
      : {}),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? meta : null),
  };
  vm.runInNewContext(THEME_INIT_SCRIPT, { window, document });
  return { scheme: attributes[THEME_ATTRIBUTE], themeColor: meta.content };
}

describe('theme init script', () => {
  it('is light by default, for junk and when storage is unavailable', () => {
    const light = { scheme: 'light', themeColor: THEME_COLORS.light };
    expect(run({})).toEqual(light);
    expect(run({ stored: 'purple', prefersDark: true })).toEqual(light);
    expect(run({ stored: 'light', prefersDark: true })).toEqual(light);
    expect(run({ storageThrows: true, prefersDark: true })).toEqual(light);
  });

  it('applies a stored dark choice', () => {
    expect(run({ stored: 'dark' })).toEqual({ scheme: 'dark', themeColor: THEME_COLORS.dark });
  });

  it('resolves "system" through prefers-color-scheme', () => {
    expect(run({ stored: 'system', prefersDark: true }).scheme).toBe('dark');
    expect(run({ stored: 'system', prefersDark: false }).scheme).toBe('light');
    expect(run({ stored: 'system', prefersDark: true, matchMedia: false }).scheme).toBe('light');
  });

  it('has nothing that would end the inline <script> early', () => {
    expect(THEME_INIT_SCRIPT).not.toMatch(/<\/|<!--/);
  });
});
