import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../config.ts';

const BASE = {
  DATABASE_URL: 'postgres://auth@127.0.0.1/vetrina',
  REDIS_URL: 'redis://127.0.0.1:6379',
  GATEWAY_TOKEN: 'x'.repeat(32),
};
const pair = webpush.generateVAPIDKeys();
const vapid = {
  VAPID_PUBLIC_KEY: pair.publicKey,
  VAPID_PRIVATE_KEY: pair.privateKey,
  VAPID_SUBJECT: 'mailto:a@b.it',
};

describe('VAPID keys at start', () => {
  it('turns notifications on with a matching pair and a contact, off with none', () => {
    expect(loadAuthConfig({ ...BASE, ...vapid }).VAPID).toEqual({
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: 'mailto:a@b.it',
    });
    expect(
      loadAuthConfig({ ...BASE, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' }).VAPID,
    ).toBe(undefined);
  });

  it('stops the start on a half set, a key of another pair, a bad key or subject', () => {
    const other = webpush.generateVAPIDKeys();
    const cases: [Record<string, string>, RegExp][] = [
      [{ VAPID_PUBLIC_KEY: pair.publicKey }, /must be set together/],
      [{ ...vapid, VAPID_PUBLIC_KEY: other.publicKey }, /not the public key of VAPID_PRIVATE_KEY/],
      [{ ...vapid, VAPID_PRIVATE_KEY: 'A'.repeat(43) }, /not the public key of VAPID_PRIVATE_KEY/],
      [{ ...vapid, VAPID_PRIVATE_KEY: 'abc' }, /VAPID_PRIVATE_KEY: must be a P-256 private key/],
      [{ ...vapid, VAPID_PUBLIC_KEY: 'not base64!' }, /VAPID_PUBLIC_KEY: must be base64url/],
      [{ ...vapid, VAPID_SUBJECT: 'https://localhost x' }, /VAPID_SUBJECT: must be mailto/],
    ];
    for (const [env, error] of cases)
      expect(() => loadAuthConfig({ ...BASE, ...env }), error.source).toThrow(error);
  });
});
