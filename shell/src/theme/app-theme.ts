import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** Warm pastel "atelier" palette: dusty rose, sage and cream. Text colours meet WCAG AA on their backgrounds. */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#A8445E', light: '#E9B7C3', dark: '#7E2F44', contrastText: '#FFFFFF' },
    secondary: { main: '#4F7560', light: '#C9DDCF', dark: '#385646', contrastText: '#FFFFFF' },
    background: { default: '#FFF8F3', paper: '#FFFFFF' },
    text: { primary: '#3B2A2A', secondary: '#6A5552' },
    divider: '#EADBD3',
    error: { main: '#B3261E' },
    success: { main: '#2E6B45' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#F2B3C2', light: '#F8D3DC', dark: '#D98A9E', contrastText: '#3A1620' },
    secondary: { main: '#A9CDB6', light: '#CFE4D6', dark: '#7FA88E', contrastText: '#14281C' },
    background: { default: '#1E1819', paper: '#2A2224' },
    text: { primary: '#F6ECE8', secondary: '#D2C0BB' },
    divider: '#45383A',
    error: { main: '#F2B8B5' },
    success: { main: '#9CD6AE' },
  },
} as const;

export const THEME_COLORS = {
  light: palettes.light.background.default,
  dark: palettes.dark.background.default,
};

export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const palette = palettes[mode];
  return createTheme({
    palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Nunito", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
      h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
      h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
      h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { colorScheme: mode },
          '*:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${palette.divider}` } },
      },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    },
  });
}
