import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from './app/app-providers.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { areaFor } from './remotes/remote-areas.ts';
import { RemoteLoader } from './remotes/remote-loader.ts';
import { createAppRouter } from './router/create-app-router.tsx';

async function start() {
  const config = await loadRuntimeConfig();
  const remotes = RemoteLoader.register(config);
  // Load the remote the first URL needs before the first render; the other one loads on navigation.
  await remotes.ensure(areaFor(window.location.pathname));
  const router = createAppRouter(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  createRoot(container).render(
    <StrictMode>
      <AppProviders site={config.site} queryClient={createAppQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
