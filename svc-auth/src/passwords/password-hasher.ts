import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet / ASVS 5.0 Appendix C minimum for argon2id. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Hashes made with older, weaker parameters are upgraded at the next successful sign-in. */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, ARGON2_OPTIONS);

let dummy: Promise<string> | undefined;
/** Verified against when the username is unknown, so both failures cost the same time. */
export const dummyHash = () => (dummy ??= hashPassword('dummy-password-for-unknown-users'));
