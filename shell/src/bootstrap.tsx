import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@vetrina/web-kit/providers';
import { createAdminQueryClient } from './offline/admin-query-client.ts';
import { persistAdminQueries } from './offline/persist-admin-queries.ts';
import type { StartedRemotes } from './remotes/start-remotes.ts';
import { createAppRouter } from './router/create-app-router.tsx';

/** Marks `<html data-app-ready>` once React has committed its first render or hydration. */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export async function mount(started: Promise<StartedRemotes>): Promise<void> {
  const queryClient = createAdminQueryClient();
  // The last-seen data is read from IndexedDB while the remote loads.
  const [{ config, loader }] = await Promise.all([started, persistAdminQueries(queryClient)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const app = () => (
    <StrictMode>
      <AppProviders site={config.site} queryClient={queryClient}>
        <RouterProvider router={createAppRouter(loader)} />
      </AppProviders>
      <AppReadyMarker />
    </StrictMode>
  );

  const root = createRoot(container);
  // A transition renders in 5 ms slices: the first render no longer blocks input as one long task.
  startTransition(() => {
    root.render(app());
  });
}
