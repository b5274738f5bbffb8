import { useSiteConfig } from '@vetrina/web-kit/site';
import { Icon } from './ui/Icon.tsx';
import { ICONS } from './ui/icons.ts';
import styles from './ContactLinks.module.css';

/** The maker's e-mail and social profile links, as the home contact section and /contatti show them. */
/** `centered`: the home section's look, one row from 600 px, centred. */
export function ContactLinks({ centered = false }: { centered?: boolean }) {
  const { contactEmail, socialUrl, socialLabel } = useSiteConfig();
  return (
    <div className={centered ? `${styles.links} ${styles.centered}` : styles.links}>
      <a href={`mailto:${contactEmail}`} className={styles.link}>
        <Icon path={ICONS.mailOutline} /> {contactEmail}
      </a>
      {socialUrl && (
        <a href={socialUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <Icon path={ICONS.instagram} /> {socialLabel || 'Profilo social'}
        </a>
      )}
    </div>
  );
}
