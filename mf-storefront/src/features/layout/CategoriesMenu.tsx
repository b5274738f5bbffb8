import { lazy, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLocation } from 'react-router';
import { LazyPopupSlot } from './LazyPopupSlot.tsx';

// MUI Menu gives arrow-key and Escape handling; its code is loaded when the dropdown is first wanted.
const loadCategoriesMenuList = () => import('./CategoriesMenuList.tsx');
const CategoriesMenuList = lazy(loadCategoriesMenuList);
const preloadCategoriesMenuList = () => void loadCategoriesMenuList();

/** Desktop 'Categorie' dropdown of the five fixed categories. */
export function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadCategoriesMenuList}
        onFocus={preloadCategoriesMenuList}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ fontWeight: pathname.startsWith('/categorie/') ? 700 : 500 }}
      >
        Categorie
      </Button>
      <LazyPopupSlot open={open}>
        <CategoriesMenuList
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          pathname={pathname}
          onClose={() => setAnchor(null)}
        />
      </LazyPopupSlot>
    </>
  );
}
