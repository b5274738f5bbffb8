import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteConfig } from '@vetrina/web-kit';
import { SiteConfigContext, useThemeMode } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { createAppTheme, THEME_COLORS } from '../theme/app-theme.ts';
import { ThemeModeProvider } from '../theme/theme-mode-provider.tsx';
import { ToastProvider } from './toast-provider.tsx';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

const emotionCache = createCache({ key: 'app', prepend: true });

function ThemedApp({ children }: { children: ReactNode }) {
  const { resolvedMode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(resolvedMode), [resolvedMode]);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolvedMode]);
  }, [resolvedMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The one set of app-wide providers; remotes never mount their own. */
export function AppProviders({
  site,
  queryClient,
  children,
}: {
  site: SiteConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext.Provider value={site}>
      <ThemeModeProvider>
        <CacheProvider value={emotionCache}>
          <ThemedApp>
            <QueryClientProvider client={queryClient}>
              <ToastProvider>{children}</ToastProvider>
            </QueryClientProvider>
          </ThemedApp>
        </CacheProvider>
      </ThemeModeProvider>
    </SiteConfigContext.Provider>
  );
}
