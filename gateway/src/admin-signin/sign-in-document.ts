import {
  ADMIN_APPLE_TOUCH_ICON_PATH,
  ADMIN_MANIFEST_PATH,
  SIGN_IN_PATH,
  SIGN_IN_SCRIPT_PATH,
  SIGN_IN_TEXTS as T,
} from '@vetrina/contracts/admin-sign-in';
import { THEME_COLORS, THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';
import { escapeHtml } from '@vetrina/contracts/text';
import { SIGN_IN_STYLES } from './sign-in-styles.ts';
import { OWN_DOCUMENT_START } from '../own-document.ts';

/** MUI's LockOutlined icon, drawn inline (no icon font or request). */
const LOCK_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z"/></svg>';

const field = (name: string, label: string, type: string, autocomplete: string, extra = '') =>
  `<div class="field">
          <label for="${name}">${label}</label>
          <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required ${extra}aria-describedby="${name}-error" />
          <p class="field-error" id="${name}-error"></p>
        </div>`;

/**
 * The admin's sign-in: a complete, small document (inline styles, one deferred module script of a few KB),
 * so a phone paints the form at once. `next` (already validated) is where the browser goes once signed in.
 */
export function signInDocument(next: string): string {
  return `${OWN_DOCUMENT_START}
    <meta name="theme-color" content="${THEME_COLORS.light}" />
    <script>${THEME_INIT_SCRIPT}</script>
    <title>${T.title}</title>
    <meta name="description" content="${escapeHtml(T.intro)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="${ADMIN_MANIFEST_PATH}" />
    <link rel="apple-touch-icon" href="${ADMIN_APPLE_TOUCH_ICON_PATH}" />
    <style>${SIGN_IN_STYLES}</style>
    <script type="module" src="${SIGN_IN_SCRIPT_PATH}"></script>
  </head>
  <body>
    <main>
      <header>
        ${LOCK_ICON}
        <h1>${T.title}</h1>
        <p>${escapeHtml(T.intro)}</p>
      </header>
      <form id="sign-in" method="post" action="${SIGN_IN_PATH}" novalidate aria-label="${T.form}">
        <input type="hidden" name="next" value="${escapeHtml(next)}" />
        <p class="alert ok" id="sign-in-notice" role="status"></p>
        <p class="alert error" id="sign-in-error" role="alert"></p>
        ${field('username', T.username, 'text', 'username', 'autofocus maxlength="100" autocapitalize="none" spellcheck="false" ')}
        ${field('password', T.password, 'password', 'current-password', 'maxlength="200" ')}
        <button type="submit">${T.submit}</button>
        <button type="button" class="passkey" id="passkey" hidden>${T.passkey}</button>
      </form>
      <noscript><p class="alert error">${T.noScript}</p></noscript>
      <p class="help">${escapeHtml(T.help)}</p>
    </main>
  </body>
</html>
`;
}
