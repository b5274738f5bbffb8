import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * Loads the lazy routes a URL matches and turns them into plain routes, so the router starts with the
 * page's component in hand: hydrating server-rendered markup needs the same tree on the first render,
 * not a loading fallback. Mutates the route objects, as react-router's own `lazy` resolution does.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
