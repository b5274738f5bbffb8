import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink, useLocation } from 'react-router';
import { CATEGORY_LINKS } from './nav-links.ts';

/** Desktop 'Categorie' dropdown of the five fixed categories. MUI Menu gives arrow-key and Escape handling. */
export function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ fontWeight: pathname.startsWith('/categorie/') ? 700 : 500 }}
      >
        Categorie
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {CATEGORY_LINKS.map((link) => (
          <MenuItem
            key={link.to}
            component={RouterLink}
            to={link.to}
            onClick={close}
            selected={pathname === link.to}
          >
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
