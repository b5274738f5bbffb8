import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ThemeMode } from '@vetrina/contracts';
import { THEME_OPTIONS } from './theme-options.ts';

export interface ThemeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  mode: ThemeMode;
  onChoose: (mode: ThemeMode) => void;
  onClose: () => void;
}

/** The colour mode choices, loaded the first time the theme switch is opened. */
export default function ThemeMenu({ id, anchor, mode, onChoose, onClose }: ThemeMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {THEME_OPTIONS.map(({ mode: value, label: text, Icon }) => (
        <MenuItem
          key={value}
          role="menuitemradio"
          aria-checked={mode === value}
          selected={mode === value}
          onClick={() => onChoose(value)}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{text}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
