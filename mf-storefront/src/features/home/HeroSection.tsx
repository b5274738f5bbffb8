import { useSiteSettings } from '../../shared/site-settings.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './home.module.css';

// The home page's LCP element: inlined (2 KB), it paints with the HTML, no request.
const heroImageUrl = new URL('../../assets/hero.svg?inline', import.meta.url).href;

export function HeroSection() {
  const { heroTitle, heroSubtitle } = useSiteSettings();
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <Container>
        <div className={styles.split}>
          <div>
            <h1 id="hero-title" className={`${text.h3} ${text.gutter} ${styles.heroTitle}`}>
              {heroTitle}
            </h1>
            <p className={`${text.h6} ${text.secondary} ${styles.lead}`}>{heroSubtitle}</p>
            <div className={styles.actions}>
              <ButtonLink href="/prodotti" size="large">
                Scopri i Prodotti
              </ButtonLink>
              <ButtonLink href="/chi-siamo" variant="outlined" size="large">
                Chi Siamo
              </ButtonLink>
            </div>
          </div>
          <div>
            <img
              src={heroImageUrl}
              alt="Bavaglino cucito a mano con cuore ricamato, rocchetto di filo e bottoni colorati"
              width={1200}
              height={900}
              fetchPriority="high"
              loading="eager"
              decoding="async"
              className={styles.picture}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
