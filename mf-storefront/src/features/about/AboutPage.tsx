import { useSiteConfig } from '@vetrina/web-kit/site';
import { aboutImageUrl } from '../../shared/assets.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import styles from './AboutPage.module.css';

const VALUES = [
  {
    icon: ICONS.favorite,
    title: 'Amore e Passione',
    text: 'Ogni creazione nasce dal desiderio di regalare un sorriso: ci mettiamo il cuore, punto dopo punto.',
  },
  {
    icon: ICONS.verifiedUser,
    title: 'Qualità e Sicurezza',
    text: 'Scegliamo solo tessuti di alta qualità, morbidi e sicuri per la pelle delicata dei più piccoli.',
  },
  {
    icon: ICONS.autoAwesome,
    title: 'Creatività e Unicità',
    text: 'Nessun pezzo è uguale a un altro: colori, fantasie e ricami rendono ogni creazione unica.',
  },
];

export function AboutPage() {
  const { socialUrl, socialLabel } = useSiteConfig();
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={`${text.h3} ${text.gutter} ${styles.bold}`}>Chi Siamo</h1>
        <p className={`${text.h6} ${text.secondary}`}>
          Un piccolo laboratorio artigianale dove ogni creazione per bambini nasce a mano, con amore.
        </p>
      </div>
      <img
        src={aboutImageUrl}
        alt="La creatrice al lavoro alla macchina da cucire nel laboratorio"
        width={1200}
        height={900}
        decoding="async"
        fetchPriority="high"
        className={styles.picture}
      />
      <section aria-labelledby="story-title" className={styles.story}>
        <h2 id="story-title" className={`${text.h4} ${text.gutter} ${styles.bold}`}>
          La Nostra Storia
        </h2>
        <p className={styles.paragraph}>
          Tutto è nato dalla passione per il cucito e dall&apos;amore per i bambini: da un regalo cucito per
          un nipotino è nato un laboratorio che oggi crea bavaglini, cuscini, set nascita e accessori per
          tante famiglie.
        </p>
        <p className={styles.paragraph}>
          Utilizziamo materiali di alta qualità, sicuri ed ecologici, scelti per il contatto con la pelle
          delicata dei più piccoli. Ogni creazione può essere personalizzata con nomi, colori e fantasie.
        </p>
        <p className={styles.paragraph}>
          Curiamo ogni fase del lavoro, dal primo disegno al prodotto finito: taglio, cucitura e rifiniture
          sono fatti a mano, con la pazienza e l&apos;attenzione che ogni bambino speciale merita.
        </p>
        {socialUrl && (
          <a href={socialUrl} target="_blank" rel="noopener noreferrer">
            Seguici su {socialLabel || 'social'} per vedere le ultime creazioni
          </a>
        )}
      </section>
      <section aria-labelledby="values-title" className={styles.values}>
        <h2 id="values-title" className={`${text.h4} ${text.gutter} ${styles.bold} ${styles.centered}`}>
          I Nostri Valori
        </h2>
        <ul className={styles.cards}>
          {VALUES.map((value) => (
            <li key={value.title} className={styles.card}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={value.icon} />
              </svg>
              <h3 className={`${text.h6} ${styles.cardTitle}`}>{value.title}</h3>
              <p className={`${text.body} ${text.secondary}`}>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-cta-title" className={styles.cta}>
        <h2 id="about-cta-title" className={`${text.h5} ${text.gutter} ${styles.bold}`}>
          Vuoi una creazione tutta per te?
        </h2>
        <p className={`${text.body} ${text.secondary} ${styles.ctaText}`}>
          Sfoglia il catalogo o scrivici per un&apos;idea personalizzata.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/prodotti">Scopri i Nostri Prodotti</ButtonLink>
          <ButtonLink href="/contatti" variant="outlined">
            Contattaci
          </ButtonLink>
        </div>
      </section>
    </Container>
  );
}
