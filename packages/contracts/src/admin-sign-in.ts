/**
 * The admin's sign-in document (zod-free: the gateway renders it, its small browser script and the admin app
 * read these). It lives at SIGN_IN_PATH; the gateway also answers it in place of any signed-out navigation to
 * the admin area, and after signing in the browser goes to `next` (docs/decisions/light-admin-sign-in.md).
 */
export const SIGN_IN_PATH = '/admin/accesso';
/** The admin app's entry: its index route opens the dashboard. */
export const DEFAULT_AFTER_SIGN_IN = '/admin/';
/** The query parameter carrying where to go after signing in. */
export const NEXT_PARAM = 'next';
/** The document's one script (mf-admin's sign-in build, a stable name revalidated on each visit). */
export const SIGN_IN_SCRIPT_PATH = '/remotes/admin/signin/sign-in.js';
/** The admin app's web app manifest (served with the admin remote). */
export const ADMIN_MANIFEST_PATH = '/remotes/admin/manifest.webmanifest';
/** The Home Screen icon iOS takes from a `<link rel="apple-touch-icon">` (mf-admin/build/app-icons.mjs draws it). */
export const ADMIN_APPLE_TOUCH_ICON_PATH = '/remotes/admin/icons/apple-touch-icon.png';

export const SIGN_IN_TEXTS = {
  title: 'Area Amministrativa',
  intro: 'Accedi per gestire prodotti, categorie e contenuti del sito.',
  form: 'Accesso amministratore',
  username: 'Nome utente',
  password: 'Password',
  submit: 'Accedi',
  pending: 'Accesso in corso...',
  passkey: 'Accedi con passkey',
  passkeyPending: 'Conferma sul dispositivo...',
  help: "Per assistenza contatta l'amministratore del sito",
  usernameRequired: 'Inserisci il tuo nome utente',
  passwordRequired: 'Inserisci la tua password',
  wrongCredentials: 'Nome utente o password non corretti. Riprova.',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  unavailable: 'Il servizio di accesso non è al momento disponibile. Riprova più tardi.',
  passkeyFailed: 'Accesso con passkey non riuscito. Riprova o accedi con la password.',
  passkeyCancelled: 'Operazione annullata o scaduta. Riprova quando vuoi.',
  signedOut: 'Logout effettuato. A presto!',
  noScript: 'Per accedere abilita JavaScript nel browser.',
} as const;

/**
 * sessionStorage keys handing a notice across the full page load between the document and the app: the app
 * greets after signing in ('Login effettuato'), the document confirms a sign-out.
 */
export const SIGN_IN_NOTICE_KEYS = {
  signedIn: 'vetrina-signed-in',
  signedOut: 'vetrina-signed-out',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * `target` when it is a path of the admin area on this origin (never the sign-in itself), else the default:
 * so `next` can never send anyone to another site.
 */
export function safeNextPath(target: string | null | undefined): string {
  if (!target || target.length > 2048 || CONTROL_OR_BACKSLASH.test(target)) return DEFAULT_AFTER_SIGN_IN;
  if (!target.startsWith('/') || target.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  const base = 'http://vetrina.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const path = url.pathname.toLowerCase();
  if (url.origin !== base || !(path === '/admin' || path.startsWith('/admin/'))) return DEFAULT_AFTER_SIGN_IN;
  if (path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}/`)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in document's address that comes back to `here` (a path of the admin area) afterwards. */
export function signInPathFor(here: string): string {
  const next = safeNextPath(here);
  return next === DEFAULT_AFTER_SIGN_IN
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
