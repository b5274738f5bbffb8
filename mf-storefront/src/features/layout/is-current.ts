/** Whether a navigation link points at the page shown (Home only on `/`; a section on its sub-pages). */
export function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}
