import { SITE_SETTINGS_FIELDS, type AdminSiteSettings, type SiteSettings } from '@vetrina/contracts';

/** What the form's fields hold: text, as typed (amounts with a comma, days as digits). */
export type SettingsFormValues = Record<keyof SiteSettings, string>;
export type SettingsFormOutput = SiteSettings;

export const SETTINGS_FIELDS = SITE_SETTINGS_FIELDS;

/** 6.65 → '6,65': amounts are shown the Italian way; the schema takes either. */
const italianAmount = (amount: string) => amount.replace('.', ',');

export function settingsFormValues(settings: AdminSiteSettings): SettingsFormValues {
  return {
    ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, String(settings[field])])),
    shippingRate: italianAmount(settings.shippingRate),
    customizationPrice: italianAmount(settings.customizationPrice),
  } as SettingsFormValues;
}
