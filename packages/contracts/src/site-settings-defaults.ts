// The site's settings ('Impostazioni') without zod: the spec's texts as defaults, the fields' Italian names
// and the links built from them. The storefront's pages import this (their first load stays zod-free); the
// schema that validates a settings document is in settings.ts.
import { DEFAULT_CUSTOMIZATION_PRICE, SHIPPING } from './constants.ts';
import type { PublicSiteSettings, SiteSettings } from './settings.ts';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Vetrina Creazioni',
  contactEmail: 'info@vetrinacreazioni.it',
  phone: '',
  instagramUrl: 'https://www.instagram.com/vetrinacreazioni',
  facebookUrl: '',
  addressLine: '',
  vatLine: '',
  shippingText: 'Spediamo le nostre creazioni in tutta Italia, impacchettate con cura.',
  shippingRate: SHIPPING.rate,
  handlingDaysMin: SHIPPING.handlingDays.min,
  handlingDaysMax: SHIPPING.handlingDays.max,
  customizationPrice: DEFAULT_CUSTOMIZATION_PRICE,
  heroTitle: 'Creazioni cucite a mano per i più piccoli',
  heroSubtitle:
    'Bavaglini, cuscini, set nascita e accessori realizzati con amore, tessuti sicuri e tanta cura. Ogni pezzo può essere personalizzato per renderlo unico.',
  makerName: '',
  makerAddress: '',
  makerEmail: '',
  testimonialRequestDays: 7,
};

/** Each field's Italian name: the admin form's labels and the activity log's summary ('Modificati: …'). */
export const SITE_SETTINGS_LABELS: Record<keyof SiteSettings, string> = {
  siteName: 'Nome del sito',
  contactEmail: 'Email di contatto',
  phone: 'Telefono / WhatsApp',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  addressLine: 'Indirizzo',
  vatLine: 'Partita IVA',
  shippingText: 'Testo sulle spedizioni',
  shippingRate: 'Costo di spedizione',
  handlingDaysMin: 'Giorni di preparazione (minimo)',
  handlingDaysMax: 'Giorni di preparazione (massimo)',
  customizationPrice: 'Sovrapprezzo personalizzazione',
  heroTitle: 'Titolo della homepage',
  heroSubtitle: 'Sottotitolo della homepage',
  makerName: 'Nome o ragione sociale',
  makerAddress: 'Indirizzo postale',
  makerEmail: 'Email del produttore',
  testimonialRequestDays: 'Richiesta di testimonianza (giorni dopo la consegna)',
};

export const SITE_SETTINGS_FIELDS = Object.keys(SITE_SETTINGS_LABELS) as (keyof SiteSettings)[];

/** What the public pages show: every field but the admin's own (new products' default, testimonial requests). */
export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  const { customizationPrice: _adminOnly, testimonialRequestDays: _alsoAdminOnly, ...visible } = settings;
  return visible;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** WhatsApp's click-to-chat link of an international number (+39 333 123 4567 → https://wa.me/393331234567). */
export const whatsappUrl = (phone: string) => `https://wa.me/${digitsOf(phone)}`;

/** A phone link (`tel:+393331234567`). */
export const phoneUrl = (phone: string) => `tel:+${digitsOf(phone)}`;
