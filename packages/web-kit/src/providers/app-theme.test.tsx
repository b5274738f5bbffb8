import Card from '@mui/material/Card';
import { render } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@vetrina/web-kit';
import { beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { createAppQueryClient } from './app-query-client.ts';
import { appTheme, THEME_COLORS } from './app-theme.ts';

const css = () =>
  [...document.querySelectorAll('style')]
    .map((s) => s.textContent)
    .join('\n')
    .replace(/\s+/g, '');

/** The declarations of the first rule whose selector list is exactly `selector`. */
function block(selector: string): string {
  const escaped = selector.replace(/\s+/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|})${escaped}\\{([^}]*)\\}`).exec(css())?.[1] ?? '';
}

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
  render(
    <AppProviders site={DEFAULT_SITE_CONFIG} queryClient={createAppQueryClient()}>
      <Card>scheda</Card>
    </AppProviders>,
  );
});

it('is one theme whose palettes are CSS variables, light on :root and dark under html[data-theme="dark"]', () => {
  // (Typed only with MUI's CssThemeVariables augmentation, which the app does not need.)
  const { colorSchemeSelector, defaultColorScheme } = appTheme as unknown as Record<string, unknown>;
  expect(colorSchemeSelector).toBe('data-theme');
  expect(defaultColorScheme).toBe('light');
  const light = block(':root,[data-theme="light"]');
  expect(light).toContain(`--mui-palette-background-default:${THEME_COLORS.light}`);
  expect(light).toContain('--mui-palette-primary-main:#A8445E');
  expect(light).toContain('--mui-palette-divider:#EADBD3');
  const dark = block('[data-theme="dark"]');
  expect(dark).toContain(`--mui-palette-background-default:${THEME_COLORS.dark}`);
  expect(dark).toContain('--mui-palette-primary-main:#F2B3C2');
  expect(dark).toContain('--mui-palette-text-primary:#F6ECE8');
});

it('derives nothing from the palette in JS: colour-scheme, focus outline and card border follow the mode', () => {
  const styles = css();
  expect(styles).toMatch(/\[data-theme="light"\]\{[^}]*color-scheme:light/);
  expect(styles).toMatch(/\[data-theme="dark"\]\{[^}]*color-scheme:dark/);
  expect(styles).toContain('*:focus-visible{outline:3pxsolidvar(--mui-palette-primary-main);');
  expect(styles).toMatch(/-MuiCard-root\{[^}]*border:1pxsolidvar\(--mui-palette-divider\)/);
  expect(styles).toMatch(/body\{[^}]*background-color:var\(--mui-palette-background-default\)/);
  // Outside the variable definitions, no palette colour is written out.
  const rules = styles.replace(/--mui-[\w-]+:[^;}]*;?/g, '');
  for (const colour of ['#A8445E', '#F2B3C2', '#EADBD3', '#45383A', '#FFF8F3', '#1E1819']) {
    expect(rules.toUpperCase()).not.toContain(colour);
  }
});
