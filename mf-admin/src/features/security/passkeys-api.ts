import { queryOptions } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey, PasskeyOptions } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

export const SECURITY_PATH = '/admin/sicurezza';

export const passkeysQuery = queryOptions({
  queryKey: queryKeys.passkeys,
  queryFn: () => apiGet<Passkey[]>('/api/admin/passkeys'),
});

/** The whole ceremony: the server's options, the device's new passkey (fingerprint, face, PIN), its check. */
export async function addPasskey(name: string): Promise<Passkey> {
  const { flowId, optionsJSON } = await apiSend<PasskeyOptions>(
    'POST',
    '/api/admin/passkeys/registration/options',
  );
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  return apiSend<Passkey>('POST', '/api/admin/passkeys/registration/verify', { flowId, response, name });
}

export const renamePasskey = ({ id, name }: { id: number; name: string }) =>
  apiSend<Passkey>('PATCH', `/api/admin/passkeys/${id}`, { name });

export const removePasskey = (id: number) => apiSend<void>('DELETE', `/api/admin/passkeys/${id}`);
