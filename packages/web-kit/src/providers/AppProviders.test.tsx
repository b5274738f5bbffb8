import createCache from '@emotion/cache';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, notify, useSiteConfig, useThemeMode } from '@vetrina/web-kit';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { createAppQueryClient } from './app-query-client.ts';

function Probe() {
  const { siteName } = useSiteConfig();
  const { mode, setMode } = useThemeMode();
  const defaults = useQueryClient().getDefaultOptions().queries;
  return (
    <>
      <p>{siteName}</p>
      <p>tema {mode}</p>
      <p>staleTime {String(defaults?.staleTime)}</p>
      <button onClick={() => notify.success('Messaggio inviato!', 'Ti risponderemo al più presto.')}>
        invia
      </button>
      <button onClick={() => setMode('dark')}>scuro</button>
    </>
  );
}

let themeColor: HTMLMetaElement;
beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.remove());
  themeColor = Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#FFF8F3' });
  document.head.append(themeColor);
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
});

it('provides site config, theme mode, query defaults and toasts to everything below', async () => {
  render(
    <AppProviders site={{ ...DEFAULT_SITE_CONFIG, siteName: 'Bottega' }} queryClient={createAppQueryClient()}>
      <Probe />
    </AppProviders>,
  );
  expect(screen.getByText('Bottega')).toBeInTheDocument();
  expect(screen.getByText('tema light')).toBeInTheDocument();
  expect(screen.getByText('staleTime Infinity')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'invia' }).click());
  expect(await screen.findByText('Messaggio inviato!')).toBeInTheDocument();
  expect(screen.getByText('Ti risponderemo al più presto.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chiudi notifica' })).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'scuro' }).click());
  expect(screen.getByText('tema dark')).toBeInTheDocument();
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(themeColor.content).toBe('#1E1819');
});

it('leaves theme-color to the init script until the stored mode is known, then keeps it in step', () => {
  localStorage.setItem('theme', 'dark');
  themeColor.content = '#1E1819'; // as the init script left it
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(themeColor.content));
  observer.observe(themeColor, { attributes: true });
  render(
    <AppProviders site={DEFAULT_SITE_CONFIG} queryClient={createAppQueryClient()}>
      <Probe />
    </AppProviders>,
  );
  expect(screen.getByText('tema dark')).toBeInTheDocument();
  expect(themeColor.content).toBe('#1E1819');
  observer.disconnect();
  expect(seen.filter((c) => c !== '#1E1819')).toEqual([]); // never flipped to light on the way
});

it('puts the styles into the emotion cache it is given (a server render passes its own)', () => {
  const container = document.createElement('div');
  const cache = createCache({ key: 'ssr', container });
  const html = renderToString(
    <AppProviders site={DEFAULT_SITE_CONFIG} queryClient={createAppQueryClient()} emotionCache={cache}>
      <Button>Ordina</Button>
    </AppProviders>,
  );
  expect(html).toMatch(/class="[^"]*ssr-[\w-]+-MuiButton-root/);
  render(
    <AppProviders site={DEFAULT_SITE_CONFIG} queryClient={createAppQueryClient()} emotionCache={cache}>
      <Button>Ordina</Button>
    </AppProviders>,
  );
  const styles = [...container.querySelectorAll('style')].map((s) => s.textContent).join('');
  expect(styles).toContain('[data-theme="dark"]{');
  expect(styles).toMatch(/\.ssr-[\w-]+-MuiButton-root\{/);
});
