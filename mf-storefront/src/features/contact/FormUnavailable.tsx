import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { FORM_UNAVAILABLE } from './contact-texts.ts';
import styles from './ContactForm.module.css';

/** No question and token could be read: say so calmly; with JavaScript the visitor may try again. */
export function FormUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.errorAlert}`}>
      <div>
        <p className={styles.alertTitle}>{FORM_UNAVAILABLE.title}</p>
        {FORM_UNAVAILABLE.text}
      </div>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass('text', 'medium', styles.retry)}>
          Riprova
        </button>
      )}
    </div>
  );
}
