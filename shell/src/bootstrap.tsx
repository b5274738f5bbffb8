import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from '@vetrina/web-kit/providers';
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
  const { config, loader } = await started;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const queryClient = createAppQueryClient();
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
