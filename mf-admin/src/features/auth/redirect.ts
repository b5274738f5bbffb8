export const LOGIN_PATH = '/admin';
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

/** Only same-site admin pages are valid targets, so the login page can never be an open redirect. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/admin/') || target.startsWith('//') || target.includes('\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  return target;
}

export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}
