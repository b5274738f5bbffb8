import { describe, expect, it } from 'vitest';
import { createKeyRing } from '@vetrina/service-kit';
import { loadContentConfig } from '../config.ts';
import { FORM_TOKEN_MAX_AGE_MS } from './form-token-data.ts';
import { createFormTokens } from './form-token.ts';

const OLD_SECRET = 'the-contact-secret-before-the-rotation-0123';
const NEW_SECRET = 'the-contact-secret-after-the-rotation-012345';
const ROTATED_AT = Date.parse('2026-05-04T10:00:00Z');
const HOUR = 3_600_000;

describe('contact form tokens', () => {
  const oldTokens = createFormTokens(createKeyRing({ current: OLD_SECRET }));
  const rotated = createFormTokens(
    loadContentConfig({
      DATABASE_URL: 'postgres://content@127.0.0.1:5432/vetrina',
      GATEWAY_TOKEN: 'g'.repeat(32),
      CONTACT_TOKEN_SECRET: NEW_SECRET,
      CONTACT_TOKEN_SECRET_PREVIOUS: OLD_SECRET,
      CONTACT_TOKEN_SECRET_ROTATED_AT: '2026-05-04T10:00:00Z',
    }).CONTACT_TOKEN_KEYS,
  );

  it('reads back the question, issue time and nonce it signed, until 24 h later', () => {
    const { token, payload } = rotated.issue(ROTATED_AT);
    expect(rotated.read(token, ROTATED_AT + FORM_TOKEN_MAX_AGE_MS - 1)).toEqual(payload);
    expect(rotated.read(token, ROTATED_AT + FORM_TOKEN_MAX_AGE_MS)).toBeNull();
    expect(oldTokens.read(token, ROTATED_AT)).toBeNull();
  });

  it('takes a form signed with CONTACT_TOKEN_SECRET_PREVIOUS for 24 h after the rotation, then no more', () => {
    const before = oldTokens.issue(ROTATED_AT - HOUR);
    expect(rotated.read(before.token, ROTATED_AT + 22 * HOUR)).toEqual(before.payload);
    const late = oldTokens.issue(ROTATED_AT + 20 * HOUR);
    expect(rotated.read(late.token, ROTATED_AT + 24 * HOUR)).toEqual(late.payload);
    expect(rotated.read(late.token, ROTATED_AT + 24 * HOUR + 1)).toBeNull();
  });

  it('refuses to start with a previous secret but no rotation time', () => {
    expect(() =>
      loadContentConfig({
        DATABASE_URL: 'postgres://content@127.0.0.1:5432/vetrina',
        GATEWAY_TOKEN: 'g'.repeat(32),
        CONTACT_TOKEN_SECRET: NEW_SECRET,
        CONTACT_TOKEN_SECRET_PREVIOUS: OLD_SECRET,
      }),
    ).toThrow(/CONTACT_TOKEN_SECRET_ROTATED_AT: is required/);
  });
});
