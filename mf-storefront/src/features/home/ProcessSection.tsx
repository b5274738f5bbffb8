import { Container } from '../../shared/ui/Container.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './home.module.css';

const STEPS = [
  {
    icon: ICONS.draw,
    title: 'Progettazione',
    text: 'Insieme scegliamo modello, tessuti, colori e personalizzazione: ogni idea parte da un disegno.',
  },
  {
    icon: ICONS.contentCut,
    title: 'Realizzazione',
    text: 'Taglio e cucitura a mano nel nostro laboratorio, con materiali sicuri e rifiniture curate.',
  },
  {
    icon: ICONS.localShipping,
    title: 'Consegna',
    text: 'La tua creazione viene impacchettata con cura e spedita in tutta Italia.',
  },
];

export function ProcessSection() {
  return (
    <section aria-labelledby="process-title" className={styles.section}>
      <Container>
        <SectionHeading
          id="process-title"
          title="Come Nasce una Creazione"
          subtitle="Tre semplici passi, dall'idea a casa tua."
        />
        <ol className={styles.cards}>
          {STEPS.map((step, i) => (
            <li key={step.title} className={`${styles.card} ${styles.step}`}>
              <svg className={styles.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={step.icon} />
              </svg>
              <h3 className={`${text.h6} ${styles.stepTitle}`}>
                {i + 1}. {step.title}
              </h3>
              <p className={`${text.body} ${text.secondary}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
