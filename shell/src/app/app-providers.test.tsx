import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, notify, useSiteConfig, useThemeMode } from '@vetrina/web-kit';
import { beforeEach, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from './app-providers.tsx';

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

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
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
});
