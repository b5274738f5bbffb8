// The sign-in document's one script (the gateway renders the document: gateway/src/admin-signin/). No React:
// it sends the form, shows its states and errors, offers the passkey, and warms up the admin app.
import { SIGN_IN_NOTICE_KEYS, SIGN_IN_TEXTS as T, safeNextPath } from '@vetrina/contracts/admin-sign-in';
import { registerAdminWorkerOnFirstUse } from './admin-worker.ts';
import { goTo } from './go-to.ts';
import { failureMessage, postJson } from './sign-in-api.ts';

const form = document.getElementById('sign-in') as HTMLFormElement;
const username = form.elements.namedItem('username') as HTMLInputElement;
const password = form.elements.namedItem('password') as HTMLInputElement;
const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const passkey = document.getElementById('passkey') as HTMLButtonElement;
const errorArea = document.getElementById('sign-in-error')!;
const notice = document.getElementById('sign-in-notice')!;
const next = safeNextPath((form.elements.namedItem('next') as HTMLInputElement).value);

function takeNotice(key: string): boolean {
  try {
    const had = sessionStorage.getItem(key) !== null;
    sessionStorage.removeItem(key);
    return had;
  } catch {
    return false;
  }
}

/** Into the admin app, which greets her ('Login effettuato') on arrival. */
function enter(): void {
  try {
    sessionStorage.setItem(SIGN_IN_NOTICE_KEYS.signedIn, '1');
  } catch {
    // Storage refused (private mode): only the greeting is lost.
  }
  goTo(next);
}

function showFieldError(input: HTMLInputElement, message: string): void {
  input.setAttribute('aria-invalid', String(message !== ''));
  document.getElementById(`${input.id}-error`)!.textContent = message;
}

function setBusy(busy: boolean, label: string = T.submit): void {
  submit.disabled = busy;
  passkey.disabled = busy;
  submit.textContent = label;
}

/** A refused attempt: the message, the password cleared and focused, the username kept. */
function refuse(message: string): void {
  errorArea.textContent = message;
  password.value = '';
  password.focus();
}

async function signInWithPassword(): Promise<void> {
  const missingUser = username.value.trim() === '';
  const missingPassword = password.value === '';
  showFieldError(username, missingUser ? T.usernameRequired : '');
  showFieldError(password, missingPassword ? T.passwordRequired : '');
  if (missingUser || missingPassword) return (missingUser ? username : password).focus();
  errorArea.textContent = '';
  setBusy(true, T.pending);
  try {
    const res = await postJson('/api/admin/login', { username: username.value, password: password.value });
    if (res.ok) return enter();
    refuse(await failureMessage(res, T.wrongCredentials));
  } catch {
    refuse(T.unavailable);
  }
  setBusy(false);
}

async function signInWithPasskeyButton(): Promise<void> {
  errorArea.textContent = '';
  setBusy(true);
  passkey.textContent = T.passkeyPending;
  try {
    const { signInWithPasskey } = await import(/* webpackChunkName: "passkey" */ './passkey-sign-in.ts');
    const res = await signInWithPasskey();
    if (res.ok) return enter();
    errorArea.textContent = await failureMessage(res, 'server');
  } catch (error) {
    // The person closed the device's prompt, or it timed out (WebAuthn's NotAllowedError / AbortError).
    const name =
      (error as { name?: string; cause?: { name?: string } } | null)?.cause?.name ?? (error as Error)?.name;
    errorArea.textContent =
      name === 'NotAllowedError' || name === 'AbortError' ? T.passkeyCancelled : T.passkeyFailed;
  }
  passkey.textContent = T.passkey;
  setBusy(false);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!submit.disabled) void signInWithPassword();
});
if ('PublicKeyCredential' in window) {
  passkey.hidden = false;
  passkey.addEventListener('click', () => void signInWithPasskeyButton());
}
if (takeNotice(SIGN_IN_NOTICE_KEYS.signedOut)) notice.textContent = T.signedOut;

// Arriving from another site (an e-mail's link), the SameSite=Strict session cookie was not sent with the
// page: a same-origin check finds a session that is still valid and goes on to the page she asked for.
void fetch('/api/admin/session', { credentials: 'same-origin' })
  .then((res) => res.ok && goTo(next))
  .catch(() => undefined);
registerAdminWorkerOnFirstUse();
