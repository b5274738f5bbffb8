import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { CATEGORY_LINKS } from './nav-links.ts';
import { usePopup } from './use-popup.ts';
import styles from './CategoriesMenu.module.css';

/** The desktop 'Categorie' dropdown of the five fixed categories (island). */
export function CategoriesMenu({ pathname }: { pathname: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, toggle, , onMenuKeyDown] = usePopup(anchor);
  const menuId = useId();
  const buttonId = useId();
  const inCategory = pathname.toLowerCase().startsWith('/categorie/');

  useEffect(() => {
    if (open) anchor.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  return (
    <div className={styles.anchor} ref={anchor}>
      <button
        id={buttonId}
        type="button"
        className={buttonClass('text', 'medium', `${styles.button} ${inCategory ? styles.current : ''}`)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        Categorie
        <Icon path={ICONS.arrowDown} small />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to} role="none">
              <a
                role="menuitem"
                href={link.to}
                className={pathname === link.to ? `${styles.item} ${styles.selected}` : styles.item}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
