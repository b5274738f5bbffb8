import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@vetrina/contracts';
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

  it("defaults: mail logged, 5 messages per 10 minutes, keys named after the database, the spec's settings", () => {
    const config = loadContentConfig({ ...env, SMTP_URL: '', CONTACT_EMAIL: '' });
    expect(config).toMatchObject({
      SMTP_URL: undefined,
      MAIL_FROM: 'Vetrina <noreply@localhost>',
      CONTACT_RATE_LIMIT_MAX: 5,
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: 10,
      CONTENT_REDIS_PREFIX: 'vetrina:content:vetrina_prod',
      REDIS_NAMESPACE: 'vetrina',
    });
    expect(config.SETTINGS_DEFAULTS).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('takes SITE_NAME, CONTACT_EMAIL and SOCIAL_URL as the first settings, keeping the default for a bad value', () => {
    const facebook = loadContentConfig({
      ...env,
      SITE_NAME: 'Bottega di Anna',
      CONTACT_EMAIL: 'bottega@example.it',
      SOCIAL_URL: 'https://www.facebook.com/bottega',
    }).SETTINGS_DEFAULTS;
    expect(facebook).toMatchObject({
      siteName: 'Bottega di Anna',
      contactEmail: 'bottega@example.it',
      instagramUrl: '',
      facebookUrl: 'https://www.facebook.com/bottega',
    });
    const bad = loadContentConfig({
      ...env,
      CONTACT_EMAIL: 'non-una-email',
      SOCIAL_URL: 'https://x.example',
    });
    expect(bad.SETTINGS_DEFAULTS.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
    expect(bad.SETTINGS_DEFAULTS.instagramUrl).toBe(DEFAULT_SITE_SETTINGS.instagramUrl);
  });

  it('takes an SMTP URL and refuses anything else', () => {
    const url = 'smtp://utente:segreto@mail.example.it:587';
    expect(loadContentConfig({ ...env, SMTP_URL: url }).SMTP_URL).toBe(url);
    expect(() => loadContentConfig({ ...env, SMTP_URL: 'http://mail.example.it' })).toThrow(/SMTP_URL/);
  });
});
