import { act, render, screen } from '@testing-library/react';
import { useThemeMode } from '@vetrina/web-kit';
import { DEFAULT_SITE_CONFIG } from '@vetrina/web-kit';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { createAppQueryClient } from './app-query-client.ts';

let listeners: ((e: { matches: boolean }) => void)[] = [];
function mockPrefersDark(matches: boolean) {
  listeners = [];
  const add = (...args: unknown[]) => listeners.push(args.at(-1) as (e: { matches: boolean }) => void);
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    media: '(prefers-color-scheme: dark)',
    addListener: add,
    removeListener: () => undefined,
    addEventListener: add,
    removeEventListener: () => undefined,
  });
}

function Probe() {
  const { mode, resolvedMode, setMode } = useThemeMode();
  return (
    <>
      <p aria-label={`Tema ${mode}`}>{`${mode}/${resolvedMode}`}</p>
      <button onClick={() => setMode('system')}>system</button>
      <button onClick={() => setMode('dark')}>dark</button>
    </>
  );
}

const app = () => (
  <AppProviders site={DEFAULT_SITE_CONFIG} queryClient={createAppQueryClient()}>
    <Probe />
  </AppProviders>
);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => vi.restoreAllMocks());

it('renders "light" on the server and during hydration whatever is stored, then the stored mode', async () => {
  for (const [stored, prefersDark, after] of [
    ['dark', false, 'dark/dark'],
    ['system', true, 'system/dark'],
    ['system', false, 'system/light'],
    ['light', true, 'light/light'],
  ] as const) {
    mockPrefersDark(prefersDark);
    // The server knows nothing of the visitor's storage…
    localStorage.clear();
    const html = renderToString(app());
    expect(html).toContain('aria-label="Tema light">light/light<');
    // …and the first client render must not either (a render with the storage in place says the same).
    localStorage.setItem('theme', stored);
    expect(renderToString(app())).toBe(html);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    // Any difference between the server markup and the first client render would be reported here.
    const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError }));
    expect(container.textContent).toContain(after);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  }
});

it('starts light, persists the choice under "theme" and follows the system live when asked', () => {
  mockPrefersDark(true);
  render(app());
  expect(screen.getByText('light/light')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  act(() => screen.getByRole('button', { name: 'system' }).click());
  expect(screen.getByText('system/dark')).toBeInTheDocument();
  expect(localStorage.getItem('theme')).toBe('system');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  act(() => listeners.forEach((fn) => fn({ matches: false })));
  expect(screen.getByText('system/light')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

it('restores a stored choice and reads junk as light', () => {
  mockPrefersDark(false);
  localStorage.setItem('theme', 'dark');
  const { unmount } = render(app());
  expect(screen.getByText('dark/dark')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  unmount();
  localStorage.setItem('theme', 'purple');
  render(app());
  expect(screen.getByText('light/light')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(localStorage.getItem('theme')).toBe('purple'); // not rewritten until the visitor chooses
});

it('follows a choice made in another tab', () => {
  mockPrefersDark(false);
  render(app());
  expect(screen.getByText('light/light')).toBeInTheDocument();
  act(() => {
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
  });
  expect(screen.getByText('dark/dark')).toBeInTheDocument();
});
