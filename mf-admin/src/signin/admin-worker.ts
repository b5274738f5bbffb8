/** The admin app's service worker (it precaches the app) and the scope it controls. */
const WORKER = { url: '/remotes/admin/sw.js', scope: '/admin/' } as const;

/** Her first tap or key on the page (an autofill fills the fields with `input`); the field's autofocus is not one. */
const FIRST_USE = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Once she starts to sign in, installs the admin app's service worker when the browser is idle, so the app
 * is downloaded in the background while she types and opens at once after signing in. Not at load: the
 * registration is the page's one long task (~45 ms of main thread here, ~180 ms on Lighthouse's phone),
 * and the form must answer at once. Nothing happens where service workers are unsupported.
 */
export function registerAdminWorkerOnFirstUse(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(WORKER.url, { scope: WORKER.scope }).catch(() => undefined);
  const start = () => {
    for (const type of FIRST_USE) removeEventListener(type, start, true);
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 0);
  };
  for (const type of FIRST_USE) addEventListener(type, start, { capture: true, passive: true });
}
