import { whatsappUrl } from '@vetrina/contracts/site-settings';
import type { PublicSiteSettings } from '@vetrina/contracts';
import type { ICONS } from './ui/icons.ts';

export interface SocialLink {
  href: string;
  label: string;
  icon: keyof typeof ICONS;
}

/** The maker's chat and social profiles the owner set in 'Impostazioni', in the order the pages show them. */
export function socialLinks(settings: PublicSiteSettings): SocialLink[] {
  const links: (SocialLink | null)[] = [
    settings.phone ? { href: whatsappUrl(settings.phone), label: 'WhatsApp', icon: 'whatsApp' } : null,
    settings.instagramUrl ? { href: settings.instagramUrl, label: 'Instagram', icon: 'instagram' } : null,
    settings.facebookUrl ? { href: settings.facebookUrl, label: 'Facebook', icon: 'facebook' } : null,
  ];
  return links.filter((link) => link !== null);
}
