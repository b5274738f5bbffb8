import { describe, expect, it } from 'vitest';
import { loadContentConfig } from './config.ts';

const env = {
  DATABASE_URL: 'postgres://vetrina@db:5432/vetrina_prod',
  GATEWAY_TOKEN: 'g'.repeat(32),
  CONTACT_TOKEN_SECRET: 's'.repeat(32),
};

describe('svc-content configuration', () => {
  it('requires a contact token secret of at least 32 characters, naming it', () => {
    expect(() => loadContentConfig({ ...env, CONTACT_TOKEN_SECRET: undefined })).toThrow(
      /CONTACT_TOKEN_SECRET/,
    );
    expect(() => loadContentConfig({ ...env, CONTACT_TOKEN_SECRET: 'short' })).toThrow(
      /CONTACT_TOKEN_SECRET: must be at least 32 characters/,
    );
  });

  it('defaults: mail logged, sent to CONTACT_EMAIL, 5 messages per 10 minutes, keys named after the database', () => {
    const config = loadContentConfig({ ...env, SMTP_URL: '', MAIL_TO: '' });
    expect(config).toMatchObject({
      SMTP_URL: undefined,
      MAIL_FROM: 'Vetrina <noreply@localhost>',
      MAIL_TO: 'info@vetrinacreazioni.it',
      CONTACT_RATE_LIMIT_MAX: 5,
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: 10,
      CONTENT_REDIS_PREFIX: 'vetrina:content:vetrina_prod',
    });
    expect(loadContentConfig({ ...env, CONTACT_EMAIL: 'bottega@example.it' }).MAIL_TO).toBe(
      'bottega@example.it',
    );
  });

  it('takes an SMTP URL and refuses anything else', () => {
    const url = 'smtp://utente:segreto@mail.example.it:587';
    expect(loadContentConfig({ ...env, SMTP_URL: url }).SMTP_URL).toBe(url);
    expect(() => loadContentConfig({ ...env, SMTP_URL: 'http://mail.example.it' })).toThrow(/SMTP_URL/);
  });
});
