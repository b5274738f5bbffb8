/** `<link rel="preload">` of a script or of data: what the app needs, not what the page shows. */
const APP_PRELOAD = /\s*<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="(?:script|fetch)")[^>]*>/gi;
const SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc=[^>]*>/gi;
const FETCH_PRIORITY = /\s+fetchpriority="[^"]*"/i;

/**
 * A server-rendered page is readable before any script runs, so the app's downloads must not compete
 * with the page's own picture: its script and data preloads are dropped and the entry script loses its
 * high fetch priority. The shell then starts the app once the main picture is painted (loading its
 * chunks on demand, so their evaluation is spread over several short tasks).
 */
export function holdBackAppScripts(html: string): string {
  return html.replace(APP_PRELOAD, '').replace(SCRIPT_WITH_SRC, (tag) => tag.replace(FETCH_PRIORITY, ''));
}
