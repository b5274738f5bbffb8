import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import type { ThemeMode } from '@vetrina/contracts';

export const THEME_OPTIONS: { mode: ThemeMode; label: string; Icon: typeof LightModeIcon }[] = [
  { mode: 'light', label: 'Chiaro', Icon: LightModeIcon },
  { mode: 'dark', label: 'Scuro', Icon: DarkModeIcon },
  { mode: 'system', label: 'Sistema', Icon: SettingsBrightnessIcon },
];
