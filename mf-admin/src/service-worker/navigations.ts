import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The light sign-in document the gateway serves: always from the network, never the cached app. */
export const SIGN_IN_PATH = '/admin/accesso';
/** The shell's document (the admin app's only page), from the shell's precache list. */
export const APP_DOCUMENT_URL = '/index.html';

const escaped = SIGN_IN_PATH.replace(/[/]/g, '\\/');

/** Every /admin/* navigation opens the cached app (offline too), except the sign-in document. */
export function serveAdminNavigations(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(APP_DOCUMENT_URL), {
      allowlist: [/^\/admin(\/|$)/],
      denylist: [new RegExp(`^${escaped}(\\/|\\?|#|$)`)],
    }),
  );
}
