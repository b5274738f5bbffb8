import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import {
  AdminAreaError,
  AdminFallback,
  RootError,
  StorefrontAreaError,
  StorefrontFallback,
} from '../app/ErrorBoundaries.tsx';
import { PageLoading, ShellLayout } from '../app/ShellLayout.tsx';
import type { AreaName } from '../remotes/remote-areas.ts';
import { areaFor } from '../remotes/remote-areas.ts';
import type { AreaState } from '../remotes/remote-loader.ts';

export const ROOT_ID = 'root';

export interface AreaSource {
  state(area: AreaName): AreaState | undefined;
  ensure(area: AreaName): Promise<AreaState>;
}

/** A remote's routes under a pathless route whose error boundary contains that remote's failures. */
export function areaRoute(area: AreaName, state: AreaState): RouteObject {
  const id = `${area}-area`;
  if (state.status === 'failed') {
    return area === 'admin'
      ? { id, path: 'admin/*', Component: AdminFallback }
      : { id, path: '*', Component: StorefrontFallback };
  }
  return {
    id,
    ErrorBoundary: area === 'admin' ? AdminAreaError : StorefrontAreaError,
    children: state.module.routes,
  };
}

export function shellRoutes(source: AreaSource): RouteObject[] {
  const children: RouteObject[] = [];
  for (const area of ['admin', 'storefront'] as const) {
    const state = source.state(area);
    if (state) children.push(areaRoute(area, state));
  }
  return [
    { id: ROOT_ID, Component: ShellLayout, ErrorBoundary: RootError, HydrateFallback: PageLoading, children },
  ];
}

/**
 * The shell owns the router. Remotes' route trees are patched in when a navigation first needs them,
 * so a hard refresh on any deep URL and client navigation between the two trees both work.
 */
export function createAppRouter(
  source: AreaSource,
  create: typeof createBrowserRouter = createBrowserRouter,
) {
  const patched = new Set<AreaName>(
    (['admin', 'storefront'] as const).filter((area) => source.state(area) !== undefined),
  );
  return create(shellRoutes(source), {
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const area = areaFor(path);
      if (patched.has(area)) return;
      const state = await source.ensure(area);
      if (signal.aborted) return;
      patch(ROOT_ID, [areaRoute(area, state)]);
      patched.add(area);
    },
  });
}
