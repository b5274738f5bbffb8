import { createContext, useContext } from 'react';
import type { ThemeMode } from '@vetrina/contracts';

export type { ThemeMode };

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
