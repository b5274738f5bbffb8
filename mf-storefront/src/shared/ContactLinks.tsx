import { phoneUrl } from '@vetrina/contracts/site-settings';
import { useSiteSettings } from './site-settings.ts';
import { socialLinks } from './social-links.ts';
import { Icon } from './ui/Icon.tsx';
import { ICONS } from './ui/icons.ts';
import styles from './ContactLinks.module.css';

/**
 * The maker's e-mail, phone, WhatsApp and social profiles (as set in 'Impostazioni'), as the home contact
 * section and /contatti show them. `centered`: the home section's look, one row from 600 px, centred.
 */
export function ContactLinks({ centered = false }: { centered?: boolean }) {
  const settings = useSiteSettings();
  return (
    <div className={centered ? `${styles.links} ${styles.centered}` : styles.links}>
      <a href={`mailto:${settings.contactEmail}`} className={styles.link}>
        <Icon path={ICONS.mailOutline} /> {settings.contactEmail}
      </a>
      {settings.phone && (
        <a href={phoneUrl(settings.phone)} className={styles.link}>
          <Icon path={ICONS.phone} /> {settings.phone}
        </a>
      )}
      {socialLinks(settings).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.link}
        >
          <Icon path={ICONS[link.icon]} /> {link.label}
        </a>
      ))}
    </div>
  );
}
