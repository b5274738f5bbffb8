import { formatYear } from '@vetrina/web-kit/format';
import { useSiteSettings } from '../../shared/site-settings.ts';
import { socialLinks } from '../../shared/social-links.ts';
import { Container } from '../../shared/ui/Container.tsx';
import styles from './SiteFooter.module.css';

const FOOTER_LINKS = [
  { to: '/termini', label: 'Termini e Condizioni' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/spedizioni', label: 'Spedizioni' },
  { to: '/faq', label: 'FAQ' },
];

export function SiteFooter() {
  const settings = useSiteSettings();
  const { siteName, addressLine, vatLine } = settings;
  const social = socialLinks(settings);
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div>
            <p className={styles.name}>{siteName}</p>
            <p className={styles.tagline}>Creazioni uniche per bambini speciali</p>
            {social.length > 0 && (
              <ul className={styles.social} aria-label="Seguici">
                {social.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label="Informazioni">
            <ul className={styles.links}>
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <a href={l.to}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {(addressLine || vatLine) && (
          <p className={styles.legal}>{[addressLine, vatLine].filter(Boolean).join(' · ')}</p>
        )}
        <p className={styles.copyright}>
          © {formatYear(new Date())} {siteName}
        </p>
      </Container>
    </footer>
  );
}
