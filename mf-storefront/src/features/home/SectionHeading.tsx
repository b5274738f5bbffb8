import text from '../../shared/ui/text.module.css';
import styles from './home.module.css';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={`${text.h4} ${text.gutter} ${styles.headingTitle}`}>
        {title}
      </h2>
      {subtitle && <p className={`${text.body} ${text.secondary} ${styles.subtitle}`}>{subtitle}</p>}
    </div>
  );
}
