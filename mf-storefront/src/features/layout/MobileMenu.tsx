import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { iconButtonClass } from '../../shared/ui/ButtonLink.tsx';
import { CATEGORY_LINKS, NAV_AFTER_CATEGORIES, NAV_BEFORE_CATEGORIES } from './nav-links.ts';
import { isCurrent } from './is-current.ts';
import styles from './MobileMenu.module.css';

const DRAWER_ID = 'storefront-mobile-menu';
const DESKTOP_QUERY = '(min-width: 768px)';

function DrawerLink({
  to,
  label,
  pathname,
  nested,
}: {
  to: string;
  label: string;
  pathname: string;
  nested?: boolean;
}) {
  const current = isCurrent(to, pathname);
  return (
    <li>
      <a
        href={to}
        className={[styles.link, nested ? styles.nested : '', current ? styles.active : '']
          .filter(Boolean)
          .join(' ')}
        aria-current={current ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  );
}

/**
 * The side menu below 768 px (island). Closed, only its button is in the page; open, a modal panel with the
 * site's links (Escape, the backdrop or a link closes it; growing to the desktop layout closes it too).
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const toggle = openButton.current;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onDesktop = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    desktop?.addEventListener('change', onDesktop);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener('change', onDesktop);
      document.body.style.overflow = '';
      toggle?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <>
      <button
        ref={openButton}
        type="button"
        className={`${iconButtonClass} ${styles.toggle}`}
        aria-label={open ? 'Chiudi menu' : 'Apri menu'}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon path={open ? ICONS.close : ICONS.menu} />
      </button>
      {open && (
        <div className={styles.modal}>
          <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
          <div id={DRAWER_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label="Menu">
            <nav
              aria-label="Menu principale"
              onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
            >
              <div className={styles.closeRow}>
                <button
                  ref={closeButton}
                  type="button"
                  className={iconButtonClass}
                  aria-label="Chiudi menu"
                  onClick={() => setOpen(false)}
                >
                  <Icon path={ICONS.close} />
                </button>
              </div>
              <ul className={styles.list}>
                {NAV_BEFORE_CATEGORIES.map((l) => (
                  <DrawerLink key={l.to} to={l.to} label={l.label} pathname={pathname} />
                ))}
              </ul>
              <ul className={styles.list} aria-labelledby="mobile-categories-heading">
                <li id="mobile-categories-heading" className={styles.subheader} role="presentation">
                  Categorie
                </li>
                {CATEGORY_LINKS.map((l) => (
                  <DrawerLink key={l.to} to={l.to} label={l.label} pathname={pathname} nested />
                ))}
              </ul>
              <ul className={styles.list}>
                {NAV_AFTER_CATEGORIES.map((l) => (
                  <DrawerLink key={l.to} to={l.to} label={l.label} pathname={pathname} />
                ))}
              </ul>
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
