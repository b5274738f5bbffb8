import styles from './AvailabilityBadge.module.css';

function toneOf(availability: string): string {
  switch (availability.trim().toLowerCase()) {
    case 'esaurito':
      return styles.error!;
    case 'su ordinazione':
      return styles.warning!;
    case 'pezzo unico':
      return styles.secondary!;
    default:
      return styles.success!;
  }
}

/** The availability as an outlined chip: coloured border, body-text label (AA contrast in both themes). */
export function AvailabilityBadge({
  availability,
  size = 'small',
}: {
  availability: string;
  size?: 'small' | 'medium';
}) {
  return <span className={[styles.badge, styles[size], toneOf(availability)].join(' ')}>{availability}</span>;
}
