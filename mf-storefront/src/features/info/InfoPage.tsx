import type { ReactNode } from 'react';
import { formatLongDate } from '@vetrina/web-kit/format';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './InfoPage.module.css';

export interface InfoSection {
  title: string;
  body: ReactNode;
}

export function InfoPage({
  title,
  intro,
  sections,
  showLastUpdate = false,
}: {
  title: string;
  intro?: ReactNode;
  sections: InfoSection[];
  showLastUpdate?: boolean;
}) {
  return (
    <Container width="md" className={styles.page}>
      <h1 className={`${text.h3} ${text.gutter} ${styles.title}`}>{title}</h1>
      {/* Today's date in Italy (spec §2), e.g. '22 novembre 2026'. */}
      {showLastUpdate && (
        <p className={`${text.body} ${text.secondary} ${styles.intro}`}>
          Ultimo aggiornamento: {formatLongDate(new Date())}
        </p>
      )}
      {intro && <p className={`${text.body} ${styles.intro}`}>{intro}</p>}
      {sections.map((s) => (
        <section key={s.title} className={styles.section}>
          <h2 className={`${text.h5} ${text.gutter}`}>{s.title}</h2>
          <div className={styles.body}>{s.body}</div>
        </section>
      ))}
    </Container>
  );
}
