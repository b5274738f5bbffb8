import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from './app/app-providers.tsx';
import type { StartedRemotes } from './remotes/start-remotes.ts';
import { createAppRouter } from './router/create-app-router.tsx';

export async function mount(started: Promise<StartedRemotes>): Promise<void> {
  const { config, loader } = await started;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const root = createRoot(container);
  // A transition renders in 5 ms slices: the first render no longer blocks input as one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders site={config.site} queryClient={createAppQueryClient()}>
          <RouterProvider router={createAppRouter(loader)} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
