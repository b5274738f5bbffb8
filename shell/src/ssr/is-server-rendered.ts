/**
 * Whether `#root` holds a page the server rendered (the gateway marks it `data-ssr`). Free of shared
 * modules, so the entry chunk can ask before anything else has loaded.
 */
export function isServerRendered(root: Element | null): boolean {
  return root?.hasAttribute('data-ssr') === true;
}
