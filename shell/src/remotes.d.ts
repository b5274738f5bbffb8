// Contract of the remotes' exposed modules (f-common.md); dts generation is off on purpose.
declare module 'mf_storefront/routes' {
  import type { RouteObject } from 'react-router';
  export const routes: RouteObject[];
}

declare module 'mf_admin/routes' {
  import type { RouteObject } from 'react-router';
  export const routes: RouteObject[];
}
