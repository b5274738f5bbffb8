import { TESTIMONIAL_FORM_MESSAGES, type TestimonialRequestView } from '@vetrina/contracts/customer-order';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import fields from '../contact/ContactFields.module.css';
import styles from './TestimonialFormPage.module.css';

export interface TestimonialFormPageProps {
  token: string;
  /** null: svc-content did not answer. */
  request: TestimonialRequestView | null;
  errorCode: string | null;
}

const ERRORS: Record<string, string> = {
  dati: TESTIMONIAL_FORM_MESSAGES.failed,
  link: 'Questo link non è valido.',
};
const GENERIC_ERROR = 'Non è stato possibile inviare la testimonianza. Riprova tra qualche minuto.';
const RATINGS = [5, 4, 3, 2, 1];

function Message({ children, alert = false }: { children: string; alert?: boolean }) {
  return (
    <p role={alert ? 'alert' : 'status'} className={`${text.body} ${alert ? styles.error : styles.notice}`}>
      {children}
    </p>
  );
}

/** The form itself: plain HTML with the browser's own checks, posted without any script. */
function Form({ token, request }: { token: string; request: TestimonialRequestView }) {
  return (
    <form method="post" action={`/api/testimonial-requests/${token}`} className={styles.form}>
      <div className={fields.field}>
        <label htmlFor="testimonial-name" className={fields.label}>
          Nome da mostrare<span aria-hidden="true"> *</span>
        </label>
        <input
          id="testimonial-name"
          name="name"
          className={fields.input}
          required
          minLength={2}
          maxLength={100}
          autoComplete="name"
          defaultValue={request.customerName}
          aria-describedby="testimonial-name-help"
        />
        <p id="testimonial-name-help" className={`${text.body2} ${text.secondary} ${styles.help}`}>
          {TESTIMONIAL_FORM_MESSAGES.name}
        </p>
      </div>
      <fieldset className={styles.rating}>
        <legend>
          Valutazione<span aria-hidden="true"> *</span>
        </legend>
        {RATINGS.map((stars) => (
          <label key={stars} className={styles.star}>
            <input type="radio" name="rating" value={stars} required defaultChecked={stars === 5} />
            {stars === 1 ? '1 stella' : `${stars} stelle`}
          </label>
        ))}
      </fieldset>
      <div className={fields.field}>
        <label htmlFor="testimonial-content" className={fields.label}>
          La tua testimonianza<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="testimonial-content"
          name="content"
          className={fields.input}
          required
          minLength={10}
          maxLength={2000}
          rows={6}
          aria-describedby="testimonial-content-help"
        />
        <p id="testimonial-content-help" className={`${text.body2} ${text.secondary} ${styles.help}`}>
          {TESTIMONIAL_FORM_MESSAGES.content}
        </p>
      </div>
      <button type="submit" className={buttonClass('contained')}>
        Invia testimonianza
      </button>
    </form>
  );
}

/** The testimonial of a delivered order: name as shown, 1–5 stars and a few words, sent once. */
export function TestimonialFormPage({ token, request, errorCode }: TestimonialFormPageProps) {
  return (
    <Container width="md" className={styles.page}>
      <h1 className={`${text.h4} ${styles.title}`}>Lascia la tua testimonianza</h1>
      {!request ? (
        <Message alert>{GENERIC_ERROR}</Message>
      ) : request.used ? (
        <Message>{TESTIMONIAL_FORM_MESSAGES.sent}</Message>
      ) : (
        <>
          <p className={`${text.body} ${styles.intro}`}>
            Grazie per il tuo ordine! Raccontaci com’è andata: la leggeremo prima di pubblicarla sul sito.
          </p>
          {errorCode && <Message alert>{ERRORS[errorCode] ?? GENERIC_ERROR}</Message>}
          <Form token={token} request={request} />
        </>
      )}
    </Container>
  );
}
