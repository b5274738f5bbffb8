import { RATING_SCALE } from '@vetrina/contracts/constants';
import type { Testimonial } from '@vetrina/contracts';
import { VERIFIED_ORDER_LABEL } from '@vetrina/contracts/customer-order';
import { Container } from '../../shared/ui/Container.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import type { Settled } from '../../page-kit/page-module.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import styles from './home.module.css';

/** What a testimonial card shows (only these fields travel in the page's props). */
const CARD_FIELDS = [
  'id',
  'name',
  'initials',
  'content',
  'rating',
  'childName',
  'childAge',
  'verifiedOrder',
] as const;

export type TestimonialData = Pick<Testimonial, (typeof CARD_FIELDS)[number]>;

export const toTestimonialData = (testimonial: Testimonial): TestimonialData =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, testimonial[field]])) as TestimonialData;

function initialsOf(t: TestimonialData): string {
  if (t.initials) return t.initials;
  return t.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Valutazione: ${rating} stelle su ${RATING_SCALE}`} className={styles.stars}>
      {Array.from({ length: RATING_SCALE }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={i < rating ? undefined : styles.emptyStar}
        >
          <path d={ICONS.star} />
        </svg>
      ))}
    </span>
  );
}

export function TestimonialCard({ testimonial: t }: { testimonial: TestimonialData }) {
  return (
    <figure className={`${styles.card} ${styles.cardContent}`}>
      <Stars rating={t.rating} />
      <blockquote className={`${text.body} ${styles.quote}`}>“{t.content}”</blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(t)}
        </span>
        <div>
          <p className={styles.name}>{t.name}</p>
          {t.childName && t.childAge && (
            <p className={`${text.body2} ${text.secondary}`}>
              Mamma di {t.childName}, {t.childAge}
            </p>
          )}
          {t.verifiedOrder && (
            <p className={`${text.body2} ${styles.verified}`}>
              <span aria-hidden="true">✓ </span>
              {VERIFIED_ORDER_LABEL}
            </p>
          )}
        </div>
      </figcaption>
    </figure>
  );
}

function TestimonialsContent({ testimonials }: { testimonials: Settled<TestimonialData[]> }) {
  if (!testimonials.ok)
    return (
      <SectionMessage tone="error">
        Si è verificato un errore nel caricamento delle testimonianze. Riprova più tardi.
      </SectionMessage>
    );
  if (testimonials.data.length === 0)
    return (
      <SectionMessage>Non ci sono ancora testimonianze. Sii il primo a lasciare un feedback!</SectionMessage>
    );
  return (
    <ul className={styles.cards}>
      {testimonials.data.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: Settled<TestimonialData[]> }) {
  return (
    <section aria-labelledby="testimonials-title" className={`${styles.section} ${styles.paper}`}>
      <Container>
        <SectionHeading
          id="testimonials-title"
          title="Cosa Dicono di Noi"
          subtitle="Le parole delle famiglie che hanno scelto le nostre creazioni."
        />
        <TestimonialsContent testimonials={testimonials} />
      </Container>
    </section>
  );
}
