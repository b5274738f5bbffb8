import { lazy, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from '@vetrina/web-kit';
import { THEME_OPTIONS } from './theme-options.ts';
import { LazyPopupSlot } from './LazyPopupSlot.tsx';

// The menu (MUI Menu, Popover, Modal, transitions) is code no visitor needs before opening it.
const loadThemeMenu = () => import('./ThemeMenu.tsx');
const ThemeMenu = lazy(loadThemeMenu);
const preloadThemeMenu = () => void loadThemeMenu();

export function ThemeSwitch() {
  const { mode, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = THEME_OPTIONS.find((o) => o.mode === mode) ?? THEME_OPTIONS[0]!;
  const label = `Tema: ${current.label}`;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={preloadThemeMenu}
        onFocus={preloadThemeMenu}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <current.Icon />
      </IconButton>
      <LazyPopupSlot open={anchor !== null}>
        <ThemeMenu
          id={menuId}
          anchor={anchor}
          mode={mode}
          onChoose={(value) => {
            setMode(value);
            setAnchor(null);
          }}
          onClose={() => setAnchor(null)}
        />
      </LazyPopupSlot>
    </>
  );
}
