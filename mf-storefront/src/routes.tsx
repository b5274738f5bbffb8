import { useEffect } from 'react';
import type { RouteObject } from 'react-router';

const RELOADED_KEY = 'vetrina:public-page-reload';

/**
 * Public pages are server-rendered documents now (src/ssr): the shell no longer renders them. When the
 * shell's router reaches one (a link in the admin to the site), the browser loads it as a document. The
 * guard stops a loop should the same URL come back to the shell at once (it never should).
 */
function PublicDocument() {
  useEffect(() => {
    const href = window.location.href;
    let last: string | null = null;
    try {
      last = window.sessionStorage.getItem(RELOADED_KEY);
      window.sessionStorage.setItem(RELOADED_KEY, `${Date.now()} ${href}`);
    } catch {
      // No storage: reload anyway.
    }
    const [at, url] = last?.split(' ') ?? [];
    if (url === href && Date.now() - Number(at) < 5000) return;
    window.location.reload();
  }, []);
  return <p role="status">Caricamento…</p>;
}

/** Exposed to the shell as `mf_storefront/routes`: every public path is a document of its own. */
export const routes: RouteObject[] = [{ path: '*', Component: PublicDocument }];
