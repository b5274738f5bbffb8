import { useColorScheme } from '@mui/material/styles';
import type { StorageManager } from '@mui/system/cssVars';
import { THEME_MODES, THEME_STORAGE_KEY } from '@vetrina/contracts/constants';
import type { ThemeMode } from '@vetrina/contracts';
import { ThemeModeContext } from '@vetrina/web-kit';
import type { ThemeModeValue } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);

/**
 * MUI's storage for ThemeProvider (`modeStorageKey` = THEME_STORAGE_KEY): the mode under localStorage 'theme',
 * where junk reads as the default (light), as in the init script. MUI also keeps a colour scheme name per mode
 * under other keys; this app has exactly one per mode ('light', 'dark'), so those are neither read nor written.
 */
export const themeStorageManager: StorageManager = ({ key, storageWindow }) => {
  const isModeKey = key === THEME_STORAGE_KEY;
  const storage = () => {
    try {
      return (storageWindow ?? (typeof window === 'undefined' ? undefined : window))?.localStorage;
    } catch {
      return undefined; // storage blocked (privacy settings)
    }
  };
  return {
    get(defaultValue) {
      if (!isModeKey) return defaultValue;
      try {
        const stored = storage()?.getItem(key);
        return isThemeMode(stored) ? stored : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set(value) {
      if (!isModeKey) return;
      try {
        storage()?.setItem(key, String(value));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    subscribe(handler) {
      // Another tab changed the choice: follow it (MUI ignores values that are not a mode).
      if (!isModeKey || typeof window === 'undefined') return () => undefined;
      const target = storageWindow ?? window;
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(event.newValue);
      };
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
};

/**
 * Publishes MUI's colour scheme state as web-kit's `useThemeMode()` (remotes read that, not MUI).
 *
 * Hydration contract: MUI reports no mode on the server and during the first client render (hydration), so
 * the value is then `{ mode: 'light', resolvedMode: 'light' }` whatever is stored; right after mount it becomes
 * the stored choice ('system' resolved through prefers-color-scheme, followed live). Components may render
 * mode-dependent markup (e.g. the theme switch's label) from it without hydration mismatches; the page's
 * colours never wait for it (CSS variables + the init script's `data-theme`).
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { mode: muiMode, systemMode, setMode: setMuiMode } = useColorScheme();
  const mode: ThemeMode = isThemeMode(muiMode) ? muiMode : 'light';
  const resolvedMode = mode === 'system' ? (systemMode ?? 'light') : mode;
  const value = useMemo<ThemeModeValue>(
    () => ({ mode, resolvedMode, setMode: (next: ThemeMode) => setMuiMode(next) }),
    [mode, resolvedMode, setMuiMode],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
