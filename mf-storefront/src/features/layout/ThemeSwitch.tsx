import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { ThemeMode } from '@vetrina/contracts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { iconButtonClass } from '../../shared/ui/ButtonLink.tsx';
import { usePopup } from './use-popup.ts';
import { chooseThemeMode, subscribeToThemeMode, storedThemeMode } from './theme-mode.ts';
import styles from './ThemeSwitch.module.css';

const OPTIONS: { mode: ThemeMode; label: string; icon: string }[] = [
  { mode: 'light', label: 'Chiaro', icon: ICONS.lightMode },
  { mode: 'dark', label: 'Scuro', icon: ICONS.darkMode },
  { mode: 'system', label: 'Sistema', icon: ICONS.systemMode },
];

/**
 * The colour mode menu (island). The server cannot know the stored choice, so it renders 'Chiaro' and the
 * island shows the stored one once hydrated; the page's colours never wait for it (the init script set them).
 * Another tab's choice and, in 'Sistema', the system's scheme are followed live.
 */
export function ThemeSwitch() {
  // The server (and hydration) see 'light'; right after, the stored choice.
  const mode = useSyncExternalStore(subscribeToThemeMode, storedThemeMode, () => 'light' as ThemeMode);
  const menuId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, toggle, close, onMenuKeyDown] = usePopup(anchor);

  useEffect(() => {
    if (open) anchor.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const current = OPTIONS.find((o) => o.mode === mode) ?? OPTIONS[0]!;
  const label = `Tema: ${current.label}`;
  return (
    <div className={styles.anchor} ref={anchor}>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <Icon path={current.icon} />
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {OPTIONS.map((option) => (
            <button
              key={option.mode}
              type="button"
              role="menuitemradio"
              aria-checked={mode === option.mode}
              className={styles.item}
              onClick={() => {
                chooseThemeMode(option.mode);
                close();
              }}
            >
              <Icon path={option.icon} small />
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
