import type { CustomerOrderStep } from '@vetrina/contracts/customer-order';
import { formatLongDate } from '@vetrina/web-kit/format';
import styles from './CustomerOrderPage.module.css';

const STATE_TEXT: Record<CustomerOrderStep['state'], string> = {
  done: 'completato',
  current: 'stato attuale',
  next: 'da fare',
};

/** The order's steps as a list: done ones with their date, the current one marked, the next ones faded. */
export function OrderTimeline({ steps }: { steps: CustomerOrderStep[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepLabel}>{step.label}</span>
          <span className="vt-visually-hidden"> ({STATE_TEXT[step.state]})</span>
          {step.at && step.state !== 'next' && (
            <span className={styles.stepDate}>{formatLongDate(new Date(step.at))}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
