import { formatYear } from '@vetrina/web-kit/format';
import { useSiteConfig } from '@vetrina/web-kit/site';
import { Container } from '../../shared/ui/Container.tsx';
import styles from './SiteFooter.module.css';

const FOOTER_LINKS = [
  { to: '/termini', label: 'Termini e Condizioni' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/spedizioni', label: 'Spedizioni' },
  { to: '/faq', label: 'FAQ' },
];

export function SiteFooter() {
  const { siteName, socialUrl, socialLabel } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div>
            <p className={styles.name}>{siteName}</p>
            <p className={styles.tagline}>Creazioni uniche per bambini speciali</p>
            {socialUrl && (
              <a href={socialUrl} target="_blank" rel="noopener noreferrer" className={styles.social}>
                {socialLabel || 'Seguici sui social'}
              </a>
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
        <p className={styles.copyright}>
          © {formatYear(new Date())} {siteName}
        </p>
      </Container>
    </footer>
  );
}
