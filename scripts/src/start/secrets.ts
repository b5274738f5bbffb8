import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  GATEWAY_TOKEN: string;
  ADMIN_PASSWORD: string;
  POSTGRES_PASSWORD: string;
  /** HMAC key of the contact form's single-use tokens (svc-content). */
  CONTACT_TOKEN_SECRET: string;
  /** HMAC key of draft products' preview links (svc-catalog). */
  PREVIEW_TOKEN_SECRET: string;
  /** HMAC key that signs backups; a restore accepts only files signed with it (svc-backup). */
  BACKUP_SIGNING_KEY: string;
  /** Passwords of the services' own PostgreSQL roles (least privilege: the superuser only sets them up). */
  CATALOG_DB_PASSWORD: string;
  CONTENT_DB_PASSWORD: string;
  AUTH_DB_PASSWORD: string;
  BACKUP_DB_PASSWORD: string;
  /** The Web Push key pair (P-256, base64url) that signs notifications (svc-auth; docs/decisions/web-push.md). */
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

/** The signing keys an app reads from its environment: the user's own value wins over the generated one. */
export const SIGNING_KEYS = [
  'CONTACT_TOKEN_SECRET',
  'PREVIEW_TOKEN_SECRET',
  'BACKUP_SIGNING_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

/** A VAPID key pair as web-push's generate-vapid-keys writes it: the raw public point and private scalar. */
export function vapidKeyPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function randomString(length: number, alphabet = ALPHABET): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** 20 chars with at least one lower, upper, digit and symbol, so it passes any password policy. */
export function strongPassword(): string {
  const digit = randomString(1, '23456789');
  const upper = randomString(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
  const lower = randomString(1, 'abcdefghijkmnopqrstuvwxyz');
  return `${randomString(9)}-${digit}${upper}${lower}!${randomString(6)}`;
}

/** Generated once and kept in .data/secrets.json (gitignored), so restarts keep sessions and the login. */
export function loadSecrets(file: string): Secrets {
  const existing: Partial<Secrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>)
    : {};
  const secrets: Secrets = {
    GATEWAY_TOKEN: existing.GATEWAY_TOKEN ?? randomString(48),
    ADMIN_PASSWORD: existing.ADMIN_PASSWORD ?? strongPassword(),
    POSTGRES_PASSWORD: existing.POSTGRES_PASSWORD ?? randomBytes(18).toString('base64url'),
    CONTACT_TOKEN_SECRET: existing.CONTACT_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    PREVIEW_TOKEN_SECRET: existing.PREVIEW_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    BACKUP_SIGNING_KEY: existing.BACKUP_SIGNING_KEY ?? randomBytes(32).toString('base64url'),
    CATALOG_DB_PASSWORD: existing.CATALOG_DB_PASSWORD ?? randomBytes(18).toString('base64url'),
    CONTENT_DB_PASSWORD: existing.CONTENT_DB_PASSWORD ?? randomBytes(18).toString('base64url'),
    AUTH_DB_PASSWORD: existing.AUTH_DB_PASSWORD ?? randomBytes(18).toString('base64url'),
    BACKUP_DB_PASSWORD: existing.BACKUP_DB_PASSWORD ?? randomBytes(18).toString('base64url'),
    // A pair, never half of one: a new pair unsubscribes every device (see README, rotation).
    ...(existing.VAPID_PUBLIC_KEY && existing.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: existing.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: existing.VAPID_PRIVATE_KEY }
      : vapidKeyPair()),
  };
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
