import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets, strongPassword } from './secrets.ts';

describe('secrets', () => {
  it('generates once, keeps them private, and returns the same values on the next start', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vetrina-secrets-')), 'secrets.json');
    const first = loadSecrets(file);
    expect(first.GATEWAY_TOKEN).toHaveLength(48);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSecrets(file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('adds a VAPID key pair to an older secrets file once, keeping everything else', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vetrina-secrets-')), 'secrets.json');
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...older } = loadSecrets(file);
    writeFileSync(file, JSON.stringify(older));
    const upgraded = loadSecrets(file);
    expect(upgraded).toMatchObject(older);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(upgraded.VAPID_PRIVATE_KEY, 'base64url'));
    expect(Buffer.from(upgraded.VAPID_PRIVATE_KEY, 'base64url')).toHaveLength(32);
    expect(ecdh.getPublicKey('base64url')).toBe(upgraded.VAPID_PUBLIC_KEY);
    expect(loadSecrets(file)).toEqual(upgraded);
  });

  it('makes 20-character passwords with lower, upper, digit and symbol', () => {
    for (let i = 0; i < 20; i++) {
      const password = strongPassword();
      expect(password).toHaveLength(20);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
