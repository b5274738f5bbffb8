import type { ReactNode } from 'react';
import styles from './ProductGrid.module.css';

/** Results grid of 1, 2 or 3 columns (spec §2, catalogue); each child is one list item. */
export function ProductGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
