import styles from './Icon.module.css';

/** A decorative 24×24 icon in the text's colour (the control around it carries the accessible name). */
export function Icon({ path, small = false }: { path: string; small?: boolean }) {
  return (
    <svg
      className={small ? `${styles.icon} ${styles.small}` : styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
