import { fillScripts, fillSection } from './shell-slots.ts';

/** How the build writes the entry script's priority and the bootstrap chunks' preloads (web-kit build). */
const HIGH_PRIORITY = ' fetchpriority="high"';
const SCRIPT_PRELOAD = '<link rel="preload" as="script" href="';
const TAG_END = '>';

/** The build's tags without its script preloads: each starts with SCRIPT_PRELOAD and ends at its `>`. */
function withoutScriptPreloads(tags: string): string {
  const [before, ...preloads] = tags.split(SCRIPT_PRELOAD);
  return before + preloads.map((rest) => rest.slice(rest.indexOf(TAG_END) + TAG_END.length)).join('');
}

/**
 * A server-rendered page is readable before any script runs, so the app's downloads must not compete
 * with the page's own picture: the app's script and data preloads (the shell's `app-preloads` slot and the
 * build's bootstrap preloads) are dropped and the entry script loses its high fetch priority. The shell
 * then starts the app once the main picture is painted (loading its chunks on demand, so their evaluation
 * is spread over several short tasks).
 */
export function holdBackAppScripts(html: string): string {
  const withoutAppPreloads = fillSection(html, 'app-preloads', () => '');
  return fillScripts(withoutAppPreloads, (tags) => withoutScriptPreloads(tags).replaceAll(HIGH_PRIORITY, ''));
}
