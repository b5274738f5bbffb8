import styles from './ContactFormSkeleton.module.css';

/** Attribute the no-JavaScript page hides the skeleton by: there the form is shown at once. */
export const SKELETON_ATTRIBUTE = 'data-contact-skeleton';

/** The form's shape while it waits (spec §2: 800 ms): fields, message box, question, answer, button. */
export function ContactFormSkeleton() {
  return (
    <div
      className={styles.skeleton}
      {...{ [SKELETON_ATTRIBUTE]: '' }}
      data-testid="contact-form-skeleton"
      role="status"
      aria-busy="true"
      aria-label="Caricamento"
    >
      {[56, 56, 56, 150, 24, 56].map((height, i) => (
        <span key={i} className={styles.block} style={{ height }} />
      ))}
      <span className={`${styles.block} ${styles.button}`} />
    </div>
  );
}
