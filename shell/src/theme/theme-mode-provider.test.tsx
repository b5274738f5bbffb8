import { act, render, screen } from '@testing-library/react';
import { useThemeMode } from '@vetrina/web-kit';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from './theme-mode-provider.tsx';

let listeners: ((e: MediaQueryListEvent) => void)[] = [];
function mockPrefersDark(matches: boolean) {
  listeners = [];
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.push(fn),
    removeEventListener: () => undefined,
  });
}

function Probe() {
  const { mode, resolvedMode, setMode } = useThemeMode();
  return (
    <>
      <p>
        {mode}/{resolvedMode}
      </p>
      <button onClick={() => setMode('system')}>system</button>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

it('starts light, persists the choice under "theme" and follows the system when asked', () => {
  mockPrefersDark(true);
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
  expect(screen.getByText('light/light')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'system' }).click());
  expect(screen.getByText('system/dark')).toBeInTheDocument();
  expect(localStorage.getItem('theme')).toBe('system');
  act(() => listeners.forEach((fn) => fn({ matches: false } as MediaQueryListEvent)));
  expect(screen.getByText('system/light')).toBeInTheDocument();
});

it('restores a stored choice and ignores junk', () => {
  mockPrefersDark(false);
  localStorage.setItem('theme', 'dark');
  const { unmount } = render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
  expect(screen.getByText('dark/dark')).toBeInTheDocument();
  unmount();
  localStorage.setItem('theme', 'purple');
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
  expect(screen.getByText('light/light')).toBeInTheDocument();
});
