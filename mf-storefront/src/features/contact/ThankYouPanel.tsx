import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { ANOTHER_MESSAGE_LABEL, THANK_YOU } from './contact-texts.ts';
import styles from './ThankYouPanel.module.css';

/**
 * Replaces the form once a message is accepted. 'Invia un altro messaggio' is a plain link to /contatti:
 * a new page, hence an empty form with a new question and token, with or without JavaScript.
 */
export function ThankYouPanel({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // It replaced the form the visitor was in: the focus follows.
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div className={styles.panel}>
      <span className={styles.icon}>
        <Icon path={ICONS.checkCircle} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {THANK_YOU.title}
      </h2>
      <p className={styles.text}>{THANK_YOU.text}</p>
      <ButtonLink href="/contatti" variant="outlined" size="large" className={styles.again}>
        {ANOTHER_MESSAGE_LABEL}
      </ButtonLink>
    </div>
  );
}
