import { THEME_STORAGE_KEY } from './constants.ts';

/**
 * Colour mode before the first paint (zod-free: the shell's build and the gateway import it).
 *
 * The page's colours are MUI CSS variables switched by an attribute on <html>: `data-theme="light"` or
 * `data-theme="dark"`. React renders the same markup whatever the mode (so server-rendered HTML hydrates), and
 * this inline script, run from index.html's head before anything is painted, sets the attribute from the stored
 * choice. The webpack factory injects THEME_INIT_SCRIPT into the shell's index.html, and the gateway's CSP
 * allows exactly its sha256: both read this one string, so they cannot drift apart.
 */

/** The <html> attribute MUI's `colorSchemeSelector` uses; its values are 'light' and 'dark'. */
export const THEME_ATTRIBUTE = 'data-theme';

/** Page background of each scheme: the theme palettes' background.default and <meta name="theme-color">. */
export const THEME_COLORS = { light: '#FFF8F3', dark: '#1E1819' } as const;

const js = (value: string) => JSON.stringify(value);

/**
 * Stored 'dark' → dark; 'system' → prefers-color-scheme; anything else (nothing, junk, no storage) → light.
 * ES5 on purpose: it runs before any polyfill or bundle, in every browser.
 */
export const THEME_INIT_SCRIPT =
  '(function(){' +
  'var m=null;' +
  `try{m=window.localStorage.getItem(${js(THEME_STORAGE_KEY)})}catch(e){}` +
  'var d=m==="dark"||(m==="system"&&typeof window.matchMedia==="function"' +
  '&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  `document.documentElement.setAttribute(${js(THEME_ATTRIBUTE)},d?"dark":"light");` +
  'var t=document.querySelector(\'meta[name="theme-color"]\');' +
  `if(t)t.setAttribute("content",d?${js(THEME_COLORS.dark)}:${js(THEME_COLORS.light)});` +
  '})();';
