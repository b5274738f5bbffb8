import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { postJson } from './sign-in-api.ts';

interface LoginOptions {
  flowId: string;
  optionsJSON: PublicKeyCredentialRequestOptionsJSON;
}

/**
 * Signs in with a passkey (svc-auth's WebAuthn flow: options, the authenticator's assertion, verification).
 * Resolves with the verification's answer (200 sets the session cookie) or the options' refusal; rejects when
 * the browser or the person cancels the ceremony. Loaded only when the button is pressed.
 */
export async function signInWithPasskey(): Promise<Response> {
  const options = await postJson('/api/admin/passkeys/login/options', {});
  if (!options.ok) return options;
  const { flowId, optionsJSON } = (await options.json()) as LoginOptions;
  const response = await startAuthentication({ optionsJSON });
  return postJson('/api/admin/passkeys/login/verify', { flowId, response });
}
