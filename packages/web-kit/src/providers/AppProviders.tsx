import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { THEME_STORAGE_KEY } from '@vetrina/contracts/constants';
import type { SiteConfig } from '@vetrina/web-kit';
import { SiteConfigContext } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { appTheme, THEME_COLORS } from './app-theme.ts';
import { ThemeModeProvider, themeStorageManager } from './ThemeModeProvider.tsx';
import { ToastProvider } from './ToastProvider.tsx';

/** The browser's cache: styles go first in <head>. A server render passes its own per request. */
const browserEmotionCache = createCache({ key: 'app', prepend: true });

/** <meta name="theme-color"> follows the scheme once MUI knows it (the init script set it before the first paint). */
function ThemeColorMeta() {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme !== 'light' && colorScheme !== 'dark') return;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[colorScheme]);
  }, [colorScheme]);
  return null;
}

/**
 * The one set of app-wide providers; remotes never mount their own. What they render does not depend on the
 * colour mode or the screen, so a server render hydrates: the mode lives in CSS variables switched by
 * `html[data-theme]`, and `useThemeMode()` reports 'light' until mounted (see ThemeModeProvider).
 */
export function AppProviders({
  site,
  queryClient,
  emotionCache = browserEmotionCache,
  children,
}: {
  site: SiteConfig;
  queryClient: QueryClient;
  /** Where emotion collects styles; defaults to the browser cache (key 'app', prepended). */
  emotionCache?: EmotionCache;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext.Provider value={site}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider
          theme={appTheme}
          defaultMode="light"
          modeStorageKey={THEME_STORAGE_KEY}
          storageManager={themeStorageManager}
          disableTransitionOnChange
        >
          <CssBaseline enableColorScheme />
          <ThemeColorMeta />
          <ThemeModeProvider>
            <QueryClientProvider client={queryClient}>
              <ToastProvider>{children}</ToastProvider>
            </QueryClientProvider>
          </ThemeModeProvider>
        </ThemeProvider>
      </CacheProvider>
    </SiteConfigContext.Provider>
  );
}
