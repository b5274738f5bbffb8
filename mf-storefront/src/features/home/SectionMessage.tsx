import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './home.module.css';

/**
 * Error or empty text of a data-driven section. An error offers 'Riprova': a plain link to the same page,
 * so the visitor chooses to ask again (a failed page is never cached), with or without JavaScript.
 */
export function SectionMessage({ children, tone = 'info' }: { children: string; tone?: 'info' | 'error' }) {
  return (
    <div className={styles.message}>
      <p
        role={tone === 'error' ? 'alert' : undefined}
        className={`${text.body} ${tone === 'error' ? styles.error : text.secondary}`}
      >
        {children}
      </p>
      {tone === 'error' && (
        <a href="" className={buttonClass('outlined', 'medium', styles.retry)}>
          Riprova
        </a>
      )}
    </div>
  );
}
