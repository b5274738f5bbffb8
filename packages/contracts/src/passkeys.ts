import * as z from 'zod';
import { singleLineText } from './text-schema.ts';

/**
 * Passkeys (issue 27 item 5, docs/decisions/passkeys.md): the WebAuthn ceremonies' JSON as
 * @simplewebauthn/browser sends it, checked for shape here; the signatures are checked by svc-auth.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]+$/, 'Valore non valido');

/** A ceremony's handle: the server keeps its challenge under it for five minutes, once. */
export const passkeyFlowIdSchema = z.string().regex(/^[\w-]{22,64}$/, 'Richiesta non valida');

const clientExtensionResults = z.looseObject({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    // ML-DSA signatures (post-quantum, offered first where browser and Node have them) run to ~4.6 kB.
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    authenticatorData: base64url(20000).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

export const PASSKEY_NAME_MAX = 60;
const passkeyName = singleLineText()
  .min(1, 'Dai un nome alla passkey')
  .max(PASSKEY_NAME_MAX, `Il nome può contenere al massimo ${PASSKEY_NAME_MAX} caratteri.`);

/** `POST /api/admin/passkeys/login/verify`. */
export const passkeyLoginVerifySchema = z
  .object({ flowId: passkeyFlowIdSchema, response: passkeyAuthenticationResponseSchema })
  .strict();
export type PasskeyLoginVerify = z.infer<typeof passkeyLoginVerifySchema>;

/** `POST /api/admin/passkeys/registration/verify`: the new passkey and the name the user gave it. */
export const passkeyRegistrationVerifySchema = z
  .object({
    flowId: passkeyFlowIdSchema,
    response: passkeyRegistrationResponseSchema,
    name: passkeyName,
  })
  .strict();
export type PasskeyRegistrationVerify = z.infer<typeof passkeyRegistrationVerifySchema>;

/** `PATCH /api/admin/passkeys/:id`. */
export const passkeyRenameSchema = z.object({ name: passkeyName }).strict();
export type PasskeyRename = z.infer<typeof passkeyRenameSchema>;

/** Both ceremonies' options: `optionsJSON` goes to startRegistration / startAuthentication as it is. */
export const passkeyOptionsSchema = z.object({
  flowId: z.string(),
  optionsJSON: z.record(z.string(), z.unknown()),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** One passkey as 'Sicurezza' lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null until its first sign-in. */
  lastUsedAt: z.string().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager…) rather than bound to one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
