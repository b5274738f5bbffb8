import type { PublicSiteSettings } from '@vetrina/contracts';
import type { MetaSite } from './page-meta.ts';

/** The site the page metadata is built for: the owner's settings when read, else the configured name. */
export function metaSiteOf(
  settings: PublicSiteSettings | null,
  configured: { siteName: string; origin: string },
): MetaSite {
  if (!settings) return configured;
  return {
    ...settings,
    origin: configured.origin,
    shipping: {
      rate: settings.shippingRate,
      handlingDays: { min: settings.handlingDaysMin, max: settings.handlingDaysMax },
    },
    maker: {
      makerName: settings.makerName,
      makerAddress: settings.makerAddress,
      makerEmail: settings.makerEmail,
    },
  };
}
