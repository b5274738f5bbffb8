import { mkdtempSync, readFileSync, statSync } from 'node:fs';
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
