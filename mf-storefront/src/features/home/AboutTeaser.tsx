import { aboutImageUrl } from '../../shared/assets.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './home.module.css';

export function AboutTeaser() {
  return (
    <section aria-labelledby="about-teaser-title" className={styles.section}>
      <Container>
        <div className={styles.split}>
          <div>
            <img
              src={aboutImageUrl}
              alt="Il laboratorio: macchina da cucire, tessuti e forbici sul tavolo di lavoro"
              width={1200}
              height={900}
              loading="lazy"
              decoding="async"
              className={styles.picture}
            />
          </div>
          <div>
            <h2 id="about-teaser-title" className={`${text.h4} ${text.gutter} ${styles.headingTitle}`}>
              La passione dietro ogni punto
            </h2>
            <p className={`${text.body} ${text.secondary} ${styles.lead}`}>
              Nel nostro piccolo laboratorio ogni creazione nasce a mano, con tessuti scelti con cura e
              un&apos;attenzione speciale alla sicurezza dei più piccoli. Crediamo che ogni bambino meriti
              qualcosa di unico.
            </p>
            <ButtonLink href="/chi-siamo" variant="outlined">
              Scopri la nostra storia
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
