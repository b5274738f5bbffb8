import type { AnchorHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'contained' | 'containedSecondary' | 'outlined' | 'text';

/** The class names of a button of this look (for a <button> or an <a>). */
export function buttonClass(variant: ButtonVariant, size: 'medium' | 'large' = 'medium', extra = ''): string {
  return [styles.button, styles[variant], size === 'large' ? styles.large : '', extra]
    .filter(Boolean)
    .join(' ');
}

export const iconButtonClass = styles.icon;

/** A link that looks like one of the theme's buttons (navigation is always a plain <a href>). */
export function ButtonLink({
  variant = 'contained',
  size = 'medium',
  className = '',
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  href: string;
}) {
  return <a {...anchor} className={buttonClass(variant, size, className)} />;
}
