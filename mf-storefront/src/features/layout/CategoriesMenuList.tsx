import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { CATEGORY_LINKS } from './nav-links.ts';

export interface CategoriesMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  pathname: string;
  onClose: () => void;
}

/** The five categories, loaded the first time the 'Categorie' dropdown is opened. */
export default function CategoriesMenuList({
  id,
  buttonId,
  anchor,
  pathname,
  onClose,
}: CategoriesMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {CATEGORY_LINKS.map((link) => (
        <MenuItem
          key={link.to}
          component={RouterLink}
          to={link.to}
          onClick={onClose}
          selected={pathname === link.to}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
