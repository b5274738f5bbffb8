import type { HTMLAttributes } from 'react';
import styles from './Container.module.css';

/** MUI's Container: centred, at most `lg` (1200 px) or `md` (900 px) wide, with side gutters. */
export function Container({
  width = 'lg',
  className = '',
  ...rest
}: HTMLAttributes<HTMLDivElement> & { width?: 'md' | 'lg' }) {
  return <div {...rest} className={[styles.container, styles[width], className].filter(Boolean).join(' ')} />;
}
