import { FAQ_ITEMS } from '@vetrina/contracts/faq';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import styles from './FaqPage.module.css';

/**
 * The questions are native disclosures: one `name` makes them exclusive (one open at a time), with or
 * without JavaScript, and no script runs on this page for them.
 */
export function FaqPage() {
  return (
    <Container width="md" className={styles.page}>
      <h1 className={`${text.h3} ${text.gutter} ${styles.title}`}>Domande Frequenti</h1>
      <p className={`${text.body} ${text.secondary} ${styles.intro}`}>
        Tutto quello che devi sapere su ordini, personalizzazioni, spedizioni e cura dei prodotti.
      </p>
      <div className={styles.list}>
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} name="faq" className={styles.item}>
            <summary className={styles.summary}>
              <h2 className={styles.question}>{item.question}</h2>
              <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICONS.expandMore} />
              </svg>
            </summary>
            <p className={`${text.body} ${text.secondary} ${styles.answer}`}>{item.answer}</p>
          </details>
        ))}
      </div>
      <section aria-labelledby="faq-more-title" className={styles.more}>
        <h2 id="faq-more-title" className={`${text.h5} ${text.gutter} ${styles.title}`}>
          Non hai trovato la risposta che cercavi?
        </h2>
        <p className={`${text.body} ${text.secondary} ${styles.intro}`}>
          Scrivici: saremo felici di aiutarti.
        </p>
        <ButtonLink href="/contatti">Contattaci</ButtonLink>
      </section>
    </Container>
  );
}
