import { useEffect } from 'react';
import { iconButtonClass } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import type { Notice } from './contact-texts.ts';
import styles from './Toast.module.css';

/** Spec §9: a toast stays 5000 ms unless closed; one at a time (the page holds at most one notice). */
export const TOAST_DURATION_MS = 5000;

/** The form's notice after a submission: title and text, announced, with a close button. */
export function Toast({
  notice,
  tone,
  onClose,
}: {
  notice: Notice;
  tone: 'success' | 'error';
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div role="alert" className={`${styles.toast} ${styles[tone]}`}>
      <div className={styles.body}>
        <p className={styles.title}>{notice.title}</p>
        <p className={styles.text}>{notice.text}</p>
      </div>
      <button type="button" aria-label="Chiudi notifica" onClick={onClose} className={iconButtonClass}>
        <Icon path={ICONS.close} small />
      </button>
    </div>
  );
}
