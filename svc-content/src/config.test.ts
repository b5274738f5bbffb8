import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@vetrina/contracts';
import { loadContentConfig } from './config.ts';
import { createOrderLinks } from './order-page/order-links.ts';

const DAY_MS = 86_400_000;

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

  it("signs the customers' links with CONTACT_TOKEN_SECRET's own sub-keys: a replaced key keeps them a year, forms a day", () => {
    const publicUrl = 'https://bottega.example.it';
    const rotatedAt = Date.now() - 2 * DAY_MS;
    const signed = createOrderLinks(loadContentConfig(env).ORDER_LINK_KEYS, publicUrl).orderPageUrl(
      7,
      1,
      new Date(rotatedAt - DAY_MS),
    );
    const token = signed.split('/').at(-1)!;
    const now = new Date();
    const rotated = loadContentConfig({
      ...env,
      CONTACT_TOKEN_SECRET: 'n'.repeat(32),
      CONTACT_TOKEN_SECRET_PREVIOUS: `${env.CONTACT_TOKEN_SECRET}@${new Date(rotatedAt).toISOString()}`,
    });
    expect(createOrderLinks(rotated.ORDER_LINK_KEYS, publicUrl).readOrderPage(token, now)).toEqual({
      orderId: 7,
      version: 1,
    });
    // The contact forms' ring honours the same replaced key for 24 h only.
    expect(createOrderLinks(rotated.CONTACT_TOKEN_KEYS, publicUrl).readOrderPage(token, now)).toBeNull();
    // A leaked key is not listed as replaced: every link it signed stops at once.
    const replaced = loadContentConfig({ ...env, CONTACT_TOKEN_SECRET: 'n'.repeat(32) });
    expect(createOrderLinks(replaced.ORDER_LINK_KEYS, publicUrl).readOrderPage(token, now)).toBeNull();
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
