import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from '@vetrina/web-kit/providers';
import { replayClicks, takeEarlyClicks } from './boot/early-clicks.ts';
import { yieldToMain } from './boot/yield-to-main.ts';
import { areaFor } from './remotes/remote-areas.ts';
import type { StartedRemotes } from './remotes/start-remotes.ts';
import { createAppRouter } from './router/create-app-router.tsx';
import { resolveLazyMatches } from './router/resolve-lazy-matches.ts';
import { readServerRendered } from './ssr/server-rendered.ts';

/** Marks `<html data-app-ready>` once React has committed its first render or hydration. */
function AppReadyMarker({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    onReady?.();
  }, [onReady]);
  return null;
}

export async function mount(started: Promise<StartedRemotes>): Promise<void> {
  const { config, loader } = await started;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const queryClient = createAppQueryClient();
  const app = (onReady?: () => void) => (
    <StrictMode>
      <AppProviders site={config.site} queryClient={queryClient}>
        <RouterProvider router={createAppRouter(loader)} />
      </AppProviders>
      <AppReadyMarker onReady={onReady} />
    </StrictMode>
  );

  const rendered = readServerRendered(container);
  const area = loader.state(areaFor(window.location.pathname));
  if (rendered && area?.status === 'loaded') {
    // The gateway sent the page already rendered: adopt its markup and data instead of rendering again.
    // Each step runs in its own task (page code, then hydration), so none blocks input for long.
    await yieldToMain();
    await resolveLazyMatches(area.module.routes, window.location.pathname);
    await yieldToMain();
    hydrate(queryClient, rendered.state);
    // Clicks made before this point are replayed once hydrated; later ones React handles itself.
    const earlyClicks = takeEarlyClicks();
    // A transition hydrates in 5 ms slices, so hydration is never one long task that blocks input.
    startTransition(() => {
      // splice: replayed once, even where StrictMode runs effects twice.
      hydrateRoot(
        container,
        app(() => replayClicks(earlyClicks.splice(0))),
      );
    });
    return;
  }
  takeEarlyClicks(); // a page rendered anew has nothing of the server's left to have been clicked
  const root = createRoot(container);
  // A transition renders in 5 ms slices: the first render no longer blocks input as one long task.
  startTransition(() => {
    root.render(app());
  });
}
