import { createContext, useContext } from 'react';
import type { ThemeMode } from '@vetrina/contracts';

export type { ThemeMode };

/**
 * The colour mode, provided by the shell (over MUI's colour scheme state). On the server and in the first
 * client render (hydration) it is always `{ mode: 'light', resolvedMode: 'light' }`; the stored choice arrives
 * right after mount. So markup may depend on it without hydration mismatches, but colours must not: they come
 * from the theme's CSS variables, right from the first paint.
 */
export interface ThemeModeValue {
  /** The user's choice. */
  mode: ThemeMode;
  /** What is shown: 'system' resolved through prefers-color-scheme. */
  resolvedMode: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({
  mode: 'light',
  resolvedMode: 'light',
  setMode: () => undefined,
});
ThemeModeContext.displayName = 'ThemeModeContext';

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
