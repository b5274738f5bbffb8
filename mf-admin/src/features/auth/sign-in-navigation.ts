import { SIGN_IN_NOTICE_KEYS, SIGN_IN_PATH, signInPathFor } from '@vetrina/contracts/admin-sign-in';

/** sessionStorage can refuse (private modes, storage off): a lost notice is all that is lost. */
function remember(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // no notice then
  }
}

/**
 * Leaves the app for the sign-in document, which the gateway serves (a full load: this app never shows a
 * sign-in form). After a sign-out it says so and has no page to come back to; else it comes back to `here`.
 */
export function goToSignIn(here: string | null): void {
  if (here === null) remember(SIGN_IN_NOTICE_KEYS.signedOut);
  window.location.replace(here === null ? SIGN_IN_PATH : signInPathFor(here));
}

/** Whether the sign-in document just sent her here (read once: the greeting shows once). */
export function takeSignInGreeting(): boolean {
  try {
    const signedIn = sessionStorage.getItem(SIGN_IN_NOTICE_KEYS.signedIn) !== null;
    sessionStorage.removeItem(SIGN_IN_NOTICE_KEYS.signedIn);
    return signedIn;
  } catch {
    return false;
  }
}
