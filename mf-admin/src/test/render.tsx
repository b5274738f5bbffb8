import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';

// Lazy routes and MUI make first renders slow on a shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });

/** The shell's QueryClient defaults (no retries, no refetch on focus, never stale). */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <SnackbarProvider maxSnack={1}>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Renders route objects in a memory router, the way the shell mounts the remote's tree under '/'. */
export function renderRoutes(routes: RouteObject[], path: string, client = createTestQueryClient()) {
  const router = createMemoryRouter([{ path: '/', children: routes }], { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

/** Renders one page at `path` (matched by `pattern`) with a stub for every other location. */
export function renderPage(page: ReactNode, { path, pattern = path }: { path: string; pattern?: string }) {
  return renderRoutes(
    [
      { path: pattern.replace(/^\//, ''), element: page },
      { path: '*', element: <p>Pagina di destinazione</p> },
    ],
    path,
  );
}
