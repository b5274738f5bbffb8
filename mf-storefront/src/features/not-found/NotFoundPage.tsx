import { NOT_FOUND_TEXT } from '@vetrina/contracts/pages';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './NotFoundPage.module.css';

/** Spec §2: the page for any unknown path, answered with HTTP 404. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <div>
        <h1 className={`${text.h3} ${styles.title}`}>{NOT_FOUND_TEXT.title}</h1>
        <p className={`${text.body} ${text.secondary} ${styles.text}`}>{NOT_FOUND_TEXT.description}</p>
        <ButtonLink href="/">Torna alla Home</ButtonLink>
      </div>
    </div>
  );
}
