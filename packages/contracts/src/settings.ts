import * as z from 'zod';
import { CONTACT_MESSAGES } from './contact-rules.ts';
import { LEAD_TIME_ORDER_MESSAGE, isInstagramUrl } from './catalog.ts';
import { multiLineText, singleLineText } from './text-schema.ts';

/** Italian messages of the settings form, each shown under its field (and in the API's 400 issues). */
export const SETTINGS_MESSAGES = {
  siteName: 'Inserisci il nome del sito (al massimo 80 caratteri)',
  contactEmail: CONTACT_MESSAGES.email,
  phone: 'Inserisci il numero con il prefisso internazionale, ad esempio +39 333 123 4567',
  instagramUrl: "Inserisci l'indirizzo del profilo Instagram (https://www.instagram.com/...)",
  facebookUrl: "Inserisci l'indirizzo della pagina Facebook (https://www.facebook.com/...)",
  addressLine: "L'indirizzo può contenere al massimo 200 caratteri",
  vatLine: 'La riga della partita IVA può contenere al massimo 100 caratteri',
  shippingText: 'Inserisci il testo sulle spedizioni (al massimo 1000 caratteri)',
  shippingRate: 'Inserisci un importo valido, ad esempio 6,65',
  handlingDays: 'Inserisci un numero di giorni lavorativi tra 1 e 60',
  handlingDaysOrder: LEAD_TIME_ORDER_MESSAGE,
  customizationPrice: 'Inserisci un importo valido, ad esempio 8,00',
  heroTitle: 'Inserisci il titolo della homepage (al massimo 120 caratteri)',
  heroSubtitle: 'Inserisci il sottotitolo della homepage (al massimo 400 caratteri)',
  version: 'Versione delle impostazioni non valida',
  makerName: 'Il nome o la ragione sociale può contenere al massimo 200 caratteri',
  makerAddress: "L'indirizzo postale può contenere al massimo 300 caratteri",
  makerEmail: CONTACT_MESSAGES.email,
  testimonialRequestDays: 'Inserisci un numero di giorni tra 0 e 60',
} as const;

/** https on facebook.com (or a subdomain) or fb.com. */
const isFacebookUrl = (v: string) => {
  if (!/^https:\/\//i.test(v)) return false;
  try {
    const host = new URL(v).hostname.toLowerCase();
    return ['facebook.com', 'fb.com'].some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
};

/** An optional link: empty hides it; otherwise it must be the right site's address. */
const optionalLink = (accepts: (v: string) => boolean, message: string) =>
  singleLineText(message)
    .max(300, message)
    .refine((v) => v === '' || accepts(v), message);

/**
 * An exact amount in euro, typed with a comma or a point ('6,65', '6.5', '7'), stored as '6.65': never a
 * floating-point number on the way.
 */
const euroAmount = (message: string) =>
  z
    .string(message)
    .trim()
    .transform((v) => v.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, message))
    .transform((v) => {
      const [units = '0', cents = ''] = v.split('.');
      return `${BigInt(units)}.${cents.padEnd(2, '0')}`;
    });

const handlingDays = z.coerce
  .number(SETTINGS_MESSAGES.handlingDays)
  .int(SETTINGS_MESSAGES.handlingDays)
  .min(1, SETTINGS_MESSAGES.handlingDays)
  .max(60, SETTINGS_MESSAGES.handlingDays);

const settingsShape = {
  siteName: singleLineText(SETTINGS_MESSAGES.siteName)
    .min(1, SETTINGS_MESSAGES.siteName)
    .max(80, SETTINGS_MESSAGES.siteName),
  contactEmail: z
    .string(SETTINGS_MESSAGES.contactEmail)
    .trim()
    .pipe(z.email(SETTINGS_MESSAGES.contactEmail).max(254, SETTINGS_MESSAGES.contactEmail)),
  phone: singleLineText(SETTINGS_MESSAGES.phone).regex(/^(\+\d[\d ]{5,18})?$/, SETTINGS_MESSAGES.phone),
  instagramUrl: optionalLink(isInstagramUrl, SETTINGS_MESSAGES.instagramUrl),
  facebookUrl: optionalLink(isFacebookUrl, SETTINGS_MESSAGES.facebookUrl),
  addressLine: singleLineText(SETTINGS_MESSAGES.addressLine).max(200, SETTINGS_MESSAGES.addressLine),
  vatLine: singleLineText(SETTINGS_MESSAGES.vatLine).max(100, SETTINGS_MESSAGES.vatLine),
  shippingText: multiLineText(SETTINGS_MESSAGES.shippingText)
    .min(1, SETTINGS_MESSAGES.shippingText)
    .max(1000, SETTINGS_MESSAGES.shippingText),
  shippingRate: euroAmount(SETTINGS_MESSAGES.shippingRate),
  handlingDaysMin: handlingDays,
  handlingDaysMax: handlingDays,
  customizationPrice: euroAmount(SETTINGS_MESSAGES.customizationPrice),
  heroTitle: singleLineText(SETTINGS_MESSAGES.heroTitle)
    .min(1, SETTINGS_MESSAGES.heroTitle)
    .max(120, SETTINGS_MESSAGES.heroTitle),
  heroSubtitle: multiLineText(SETTINGS_MESSAGES.heroSubtitle)
    .min(1, SETTINGS_MESSAGES.heroSubtitle)
    .max(400, SETTINGS_MESSAGES.heroSubtitle),
  // 'Produttore' (GPSR Art. 19(a)): empty until the maker fills it; publishing a product needs all three.
  makerName: singleLineText(SETTINGS_MESSAGES.makerName).max(200, SETTINGS_MESSAGES.makerName).default(''),
  makerAddress: multiLineText(SETTINGS_MESSAGES.makerAddress)
    .max(300, SETTINGS_MESSAGES.makerAddress)
    .default(''),
  makerEmail: z
    .string(SETTINGS_MESSAGES.makerEmail)
    .trim()
    .pipe(
      z.union([z.literal(''), z.email(SETTINGS_MESSAGES.makerEmail).max(254, SETTINGS_MESSAGES.makerEmail)]),
    )
    .default(''),
  /** Days after 'Consegnato' before the customer is asked for a testimonial (0: at the next check). */
  testimonialRequestDays: z.coerce
    .number(SETTINGS_MESSAGES.testimonialRequestDays)
    .int(SETTINGS_MESSAGES.testimonialRequestDays)
    .min(0, SETTINGS_MESSAGES.testimonialRequestDays)
    .max(60, SETTINGS_MESSAGES.testimonialRequestDays),
};

const handlingDaysInOrder = (s: { handlingDaysMin: number; handlingDaysMax: number }) =>
  s.handlingDaysMin <= s.handlingDaysMax;
const ORDER_ISSUE = { message: SETTINGS_MESSAGES.handlingDaysOrder, path: ['handlingDaysMax'] };

const settingsObject = z.object(settingsShape).strict();

/** The site's settings ('Impostazioni', issue 19 item 1): one document, every field validated. */
export const siteSettingsSchema = settingsObject.refine(handlingDaysInOrder, ORDER_ISSUE);
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** `PUT /api/admin/settings`: the settings and the version they were read at (another save since → 409). */
export const siteSettingsUpdateSchema = z
  .object({
    ...settingsShape,
    version: z.number(SETTINGS_MESSAGES.version).int(SETTINGS_MESSAGES.version).min(0),
  })
  .strict()
  .refine(handlingDaysInOrder, ORDER_ISSUE);

/** `GET/PUT /api/admin/settings`: the settings, their version and when they were last saved. */
export type AdminSiteSettings = SiteSettings & { version: number; updatedAt: string | null };

/** `GET /api/settings`: what the public pages show (not the admin's default surcharge for new products). */
export const publicSiteSettingsSchema = settingsObject.omit({
  customizationPrice: true,
  testimonialRequestDays: true,
});
export type PublicSiteSettings = z.output<typeof publicSiteSettingsSchema>;

/** Two saves that crossed: the second was made on settings read before the first. */
export const SETTINGS_CONFLICT_MESSAGE =
  'Le impostazioni sono state modificate da qualcun altro nel frattempo. Ricarica la pagina e riprova.';
