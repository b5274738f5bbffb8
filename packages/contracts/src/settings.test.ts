import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings, whatsappUrl } from './site-settings-defaults.ts';
import { SETTINGS_MESSAGES, siteSettingsSchema, siteSettingsUpdateSchema } from './settings.ts';

const issuesOf = (input: unknown) => {
  const result = siteSettingsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('site settings schema', () => {
  it('accepts the defaults as they are', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps amounts exact: a comma or a point, stored with two decimals', () => {
    const parsed = siteSettingsSchema.parse({
      ...DEFAULT_SITE_SETTINGS,
      shippingRate: ' 7,5 ',
      customizationPrice: '10',
    });
    expect(parsed.shippingRate).toBe('7.50');
    expect(parsed.customizationPrice).toBe('10.00');
    expect(siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, shippingRate: '0.1' }).shippingRate).toBe(
      '0.10',
    );
  });

  it('says in Italian what is wrong, under each field', () => {
    expect(
      issuesOf({
        ...DEFAULT_SITE_SETTINGS,
        siteName: '   ',
        contactEmail: 'non-una-email',
        phone: '333 123',
        instagramUrl: 'https://example.com/profilo',
        facebookUrl: 'javascript:alert(1)',
        shippingRate: '6.655',
        customizationPrice: '-1',
        handlingDaysMin: 0,
        heroTitle: '',
        shippingText: 'x'.repeat(1001),
      }),
    ).toEqual({
      siteName: SETTINGS_MESSAGES.siteName,
      contactEmail: 'Inserisci un indirizzo email valido',
      phone: SETTINGS_MESSAGES.phone,
      instagramUrl: SETTINGS_MESSAGES.instagramUrl,
      facebookUrl: SETTINGS_MESSAGES.facebookUrl,
      shippingRate: SETTINGS_MESSAGES.shippingRate,
      customizationPrice: SETTINGS_MESSAGES.customizationPrice,
      handlingDaysMin: 'Inserisci un numero di giorni lavorativi tra 1 e 60',
      heroTitle: SETTINGS_MESSAGES.heroTitle,
      shippingText: SETTINGS_MESSAGES.shippingText,
    });
  });

  it('refuses a maximum below the minimum, and unknown fields', () => {
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, handlingDaysMin: 6, handlingDaysMax: 5 })).toEqual({
      handlingDaysMax: 'Il massimo non può essere inferiore al minimo',
    });
    expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, admin: true }).success).toBe(false);
  });

  it('takes an empty phone and links, an international number, and the version with an update', () => {
    const update = siteSettingsUpdateSchema.parse({
      ...DEFAULT_SITE_SETTINGS,
      phone: '+39 333 123 4567',
      instagramUrl: '',
      facebookUrl: 'https://www.facebook.com/vetrina',
      version: 3,
    });
    expect(update.version).toBe(3);
    expect(whatsappUrl(update.phone)).toBe('https://wa.me/393331234567');
    expect(siteSettingsUpdateSchema.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(false);
  });

  it('leaves the admin-only default out of the public subset', () => {
    expect(publicSiteSettings(DEFAULT_SITE_SETTINGS)).not.toHaveProperty('customizationPrice');
  });
});
