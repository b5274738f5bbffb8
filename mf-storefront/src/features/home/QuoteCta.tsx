import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import { QUOTE_FORM_URL } from '../contact/quote-link.ts';
import styles from './home.module.css';

export function QuoteCta() {
  return (
    <section aria-labelledby="quote-title" className={styles.section}>
      <Container width="md">
        <div className={styles.cta}>
          <h2 id="quote-title" className={`${text.h4} ${text.gutter} ${styles.headingTitle}`}>
            Hai in mente una creazione speciale?
          </h2>
          <p className={`${text.body} ${styles.lead}`}>
            Raccontaci la tua idea: nomi ricamati, colori preferiti, misure su richiesta. Ti prepariamo un
            preventivo senza impegno.
          </p>
          <ButtonLink href={QUOTE_FORM_URL} size="large" className={styles.ctaButton}>
            Richiedi un Preventivo
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
