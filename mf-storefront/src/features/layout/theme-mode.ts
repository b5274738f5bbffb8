import { THEME_MODES, THEME_STORAGE_KEY } from '@vetrina/contracts/constants';
import type { ThemeMode } from '@vetrina/contracts';
import { THEME_ATTRIBUTE, THEME_COLORS } from '@vetrina/contracts/theme-init';

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);

/** The stored choice ('theme' in localStorage, as the admin and the init script read it), light by default. */
export function storedThemeMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

const prefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Shows a mode: the one attribute on <html> every stylesheet follows, and the browser's theme colour. */
export function showThemeMode(mode: ThemeMode): void {
  const dark = mode === 'dark' || (mode === 'system' && prefersDark());
  document.documentElement.setAttribute(THEME_ATTRIBUTE, dark ? 'dark' : 'light');
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light);
}

/** Keeps and shows the visitor's choice. */
export function chooseThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  showThemeMode(mode);
  window.dispatchEvent(new Event(CHANGED));
}

const CHANGED = 'vetrina:theme-mode';

/** Calls back when the choice changes (here or in another tab) or, in 'system', when the system's does. */
export function subscribeToThemeMode(onChange: () => void): () => void {
  const system =
    typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const onOther = () => {
    showThemeMode(storedThemeMode());
    onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onOther);
  system?.addEventListener('change', onOther);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onOther);
    system?.removeEventListener('change', onOther);
  };
}
