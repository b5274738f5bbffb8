import { createHmac, hkdfSync, type Hmac } from 'node:crypto';

/** One secret of a key ring, as the signers and verifiers see it. */
export interface SigningKey {
  /** Names the key inside a token or signature; derived from the secret, so it reveals nothing of it. */
  readonly id: string;
  /** Last instant (ms since the epoch) verification accepts it; Infinity for the current key. */
  readonly acceptedUntil: number;
  /**
   * An HMAC-SHA256 under this key's own sub-key for one purpose: what one purpose signed never
   * verifies for another, even when two services were given the same secret.
   */
  hmac(purpose: string): Hmac;
  /** The secret itself: only for checking the formats of before the key ring, which used it directly. */
  readonly legacySecret: string;
}

/** The current key (signs) and the previous ones still accepted (verify only, until their window ends). */
export interface KeyRing {
  readonly current: SigningKey;
  /** The key with this id when it is still accepted at `now`; undefined for an unknown or retired id. */
  find(id: string, now: number): SigningKey | undefined;
  /** Every key accepted at `now`, current first: for old formats, which carry no key id. */
  accepted(now: number): SigningKey[];
}

/** A replaced secret with its own end: each rotation opens its own window. */
export interface PreviousSecret {
  secret: string;
  /** Last instant (ms since the epoch) it is accepted. */
  acceptedUntil: number;
}

export interface KeyRingOptions {
  current: string;
  /** Secrets the ring no longer signs with but still accepts, newest first; bare ones until `previousAcceptedUntil`. */
  previous?: readonly (string | PreviousSecret)[];
  /** Until when (ms since the epoch) the bare previous secrets are accepted; default: for as long as they are listed. */
  previousAcceptedUntil?: number;
}

export const KEY_ID_LENGTH = 8;
const SALT = 'vetrina-signed-tokens';

const derive = (secret: string, info: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', secret, SALT, info, bytes));

function signingKey(secret: string, acceptedUntil: number): SigningKey {
  const subKeys = new Map<string, Buffer>();
  const subKey = (purpose: string) => {
    let key = subKeys.get(purpose);
    if (!key) subKeys.set(purpose, (key = derive(secret, `purpose:${purpose}`, 32)));
    return key;
  };
  return {
    id: derive(secret, 'key-id', 6).toString('base64url'),
    acceptedUntil,
    hmac: (purpose) => createHmac('sha256', subKey(purpose)),
    legacySecret: secret,
  };
}

export function createKeyRing(options: KeyRingOptions): KeyRing {
  const current = signingKey(options.current, Infinity);
  const until = options.previousAcceptedUntil ?? Infinity;
  const previous = (options.previous ?? [])
    .map((entry) => (typeof entry === 'string' ? { secret: entry, acceptedUntil: until } : entry))
    .filter(({ secret }) => secret !== options.current)
    .map(({ secret, acceptedUntil }) => signingKey(secret, acceptedUntil));
  const keys = [current, ...previous];
  const isAccepted = (key: SigningKey, now: number) => now <= key.acceptedUntil;
  return {
    current,
    find: (id, now) => keys.find((key) => key.id === id && isAccepted(key, now)),
    accepted: (now) => keys.filter((key) => isAccepted(key, now)),
  };
}
