import { createECDH } from 'node:crypto';
import * as z from 'zod';
import { ConfigError } from '@vetrina/service-kit';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const base64urlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be base64url (web-push generate-vapid-keys)`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be a ${what}`);

/**
 * The VAPID key pair that signs every push (P-256, base64url, `npx web-push generate-vapid-keys`) and the
 * contact the push services may write to. All three or none: without them notifications are off.
 */
export const vapidConfigShape = {
  VAPID_PUBLIC_KEY: optional(base64urlKey(65, 'P-256 public key (65 bytes)')),
  VAPID_PRIVATE_KEY: optional(base64urlKey(32, 'P-256 private key (32 bytes)')),
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be mailto:address or an https:// URL'),
  ),
};

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

function publicKeyOf(privateKey: string): string | undefined {
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    return undefined; // zero or beyond the curve's order
  }
  return ecdh.getPublicKey('base64url');
}

/** The checked key pair, or undefined when none is configured; a half or mismatched set stops the start. */
export function vapidDetailsOf(config: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
}): VapidDetails | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (!publicKey && !privateKey && !subject) return undefined;
  if (!publicKey || !privateKey || !subject) {
    throw new ConfigError(
      'Invalid configuration:\n  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together',
    );
  }
  if (publicKeyOf(privateKey) !== publicKey) {
    throw new ConfigError(
      'Invalid configuration:\n  - VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    );
  }
  return { subject, publicKey, privateKey };
}
