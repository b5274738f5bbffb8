import { THEME_MODES, THEME_STORAGE_KEY } from '@vetrina/contracts/constants';
import type { ThemeMode } from '@vetrina/contracts';
import { ThemeModeContext } from '@vetrina/web-kit';
import type { ThemeModeValue } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return (THEME_MODES as readonly string[]).includes(stored ?? '') ? (stored as ThemeMode) : 'light';
  } catch {
    return 'light';
  }
}

function useSystemPrefersDark(): boolean {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const [dark, setDark] = useState(media?.matches ?? false);
  useEffect(() => {
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [media]);
  return dark;
}

/** Light by default; 'system' follows prefers-color-scheme; the choice persists under localStorage 'theme'. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);
  const prefersDark = useSystemPrefersDark();
  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  const resolvedMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const value = useMemo<ThemeModeValue>(
    () => ({ mode, resolvedMode, setMode }),
    [mode, resolvedMode, setMode],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
