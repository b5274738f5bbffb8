import { ButtonLink } from './ui/ButtonLink.tsx';
import text from './ui/text.module.css';
import styles from './StatusPanel.module.css';

interface StatusPanelProps {
  title: string;
  text?: string;
  linkTo: string;
  linkLabel: string;
  /** Render the title as the page's h1 (full-page states) or an h2 (in-page states). */
  headingLevel?: 'h1' | 'h2';
}

/** A calm full-width message (not found, unavailable, empty) with one way onwards. */
export function StatusPanel({
  title,
  text: message,
  linkTo,
  linkLabel,
  headingLevel = 'h1',
}: StatusPanelProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.panel}>
      <Heading className={`${text.h4} ${text.gutter}`}>{title}</Heading>
      {message && <p className={`${text.body} ${text.secondary} ${styles.text}`}>{message}</p>}
      <ButtonLink href={linkTo}>{linkLabel}</ButtonLink>
    </div>
  );
}
