import { isHttpError, serverMessage } from '@vetrina/web-kit';

const CANCELLED = 'Operazione annullata o scaduta. Riprova quando vuoi.';
const ALREADY_THERE = 'Questo dispositivo ha già una passkey per il tuo account.';
const NOT_POSSIBLE = 'Il dispositivo non ha potuto usare la passkey. Riprova.';

/**
 * What to tell the user when a passkey ceremony fails: the server's Italian message for an HTTP
 * error, else the browser's WebAuthn error in words (cancelled, already registered, not possible).
 */
export function webAuthnFailure(error: unknown, fallback: string): string {
  if (isHttpError(error)) return serverMessage(error) ?? fallback;
  const name =
    (error as { name?: string; cause?: { name?: string } } | null)?.cause?.name ?? (error as Error)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return ALREADY_THERE;
  if (name === 'NotAllowedError' || name === 'AbortError') return CANCELLED;
  if (error instanceof Error && /WebAuthn|passkey|credential/i.test(error.message)) return NOT_POSSIBLE;
  return fallback;
}
