import { THEME_COLORS } from '@vetrina/contracts/theme-init';

/**
 * The sign-in document's whole stylesheet, inline (no request before the first paint): the admin theme's
 * palette (packages/web-kit/src/providers/app-theme.ts) for both schemes under `html[data-theme]`, and the
 * look of its outlined fields, pill buttons and alerts.
 */
export const SIGN_IN_STYLES = `
:root { color-scheme: light; --bg: ${THEME_COLORS.light}; --paper: #fff; --text: #3b2a2a; --muted: #6a5552;
  --primary: #a8445e; --primary-dark: #7e2f44; --on-primary: #fff; --divider: #eadbd3; --field: rgba(0,0,0,.23);
  --error: #b3261e; --error-bg: #fdeded; --on-error-bg: #5f2120; --ok-bg: #edf7ed; --on-ok-bg: #1e4620; }
:root[data-theme='dark'] { color-scheme: dark; --bg: ${THEME_COLORS.dark}; --paper: #2a2224; --text: #f6ece8;
  --muted: #d2c0bb; --primary: #f2b3c2; --primary-dark: #d98a9e; --on-primary: #3a1620; --divider: #45383a;
  --field: rgba(255,255,255,.23); --error: #f2b8b5; --error-bg: #160b0b; --on-error-bg: #f4c7c7; --ok-bg: #0c130d;
  --on-ok-bg: #cce8cd; }
* { box-sizing: border-box; }
html, body { margin: 0; }
body { min-height: 100vh; display: grid; place-items: center; padding: 48px 16px; background: var(--bg);
  color: var(--text); font: 400 1rem/1.5 'Nunito', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
main { width: 100%; max-width: 420px; padding: 24px; background: var(--paper); border: 1px solid var(--divider);
  border-radius: 12px; }
@media (min-width: 600px) { main { padding: 32px; } }
header { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-bottom: 24px; text-align: center; }
header svg { width: 35px; height: 35px; fill: var(--primary); }
h1 { margin: 0; font: 600 2.125rem/1.235 Georgia, 'Times New Roman', serif; }
header p, .help { margin: 0; color: var(--muted); }
.help { margin-top: 24px; font-size: .875rem; text-align: center; }
form { display: grid; gap: 20px; }
.field { display: grid; gap: 6px; }
label { font-weight: 700; }
input { width: 100%; height: 56px; padding: 16px 14px; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--field); border-radius: 12px; }
input:hover { border-color: var(--text); }
input:focus { outline: 2px solid var(--primary); outline-offset: -2px; border-color: var(--primary); }
input[aria-invalid='true'] { border-color: var(--error); }
.field-error { margin: 0 14px; font-size: .75rem; color: var(--error); }
.field-error:empty, .alert:empty { display: none; }
.alert { margin: 0; padding: 6px 16px; border-radius: 12px; font-size: .875rem; line-height: 2.4; }
.alert.error { background: var(--error-bg); color: var(--on-error-bg); }
.alert.ok { background: var(--ok-bg); color: var(--on-ok-bg); }
button { width: 100%; min-height: 42px; padding: 8px 22px; font-family: inherit; font-size: .9375rem;
  font-weight: 700; line-height: 1.75; border-radius: 999px; cursor: pointer; border: 1px solid var(--primary); }
button[type='submit'] { background: var(--primary); color: var(--on-primary); }
button[type='submit']:hover { background: var(--primary-dark); border-color: var(--primary-dark); }
.passkey { background: transparent; color: var(--primary); }
button:disabled { opacity: .6; cursor: default; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
[hidden] { display: none !important; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;
