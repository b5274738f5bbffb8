import type { RouteObject } from 'react-router';

export type AreaName = 'storefront' | 'admin';

export const REMOTE_NAMES: Record<AreaName, string> = { storefront: 'mf_storefront', admin: 'mf_admin' };

/** Which remote serves a path: the admin tree lives under /admin, everything else is the storefront. */
export function areaFor(pathname: string): AreaName {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'storefront';
}

/** Public paths of the storefront (spec §2), to tell "section down" from "unknown page" when it fails. */
const STOREFRONT_PATHS = [
  /^\/$/,
  /^\/chi-siamo\/?$/,
  /^\/prodotti(\/[^/]+)?\/?$/,
  /^\/categorie\/[^/]+\/?$/,
  /^\/contatti\/?$/,
  /^\/(termini|privacy|spedizioni|faq)\/?$/,
];

export function isKnownPath(area: AreaName, pathname: string): boolean {
  return area === 'admin' || STOREFRONT_PATHS.some((re) => re.test(pathname));
}

export type RemoteRoutesModule = { routes: RouteObject[] };
