import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { THEME_ATTRIBUTE, THEME_COLORS } from '@vetrina/contracts/theme-init';

export { THEME_COLORS };

/** Warm pastel "atelier" palette: dusty rose, sage and cream. Text colours meet WCAG AA on their backgrounds. */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#A8445E', light: '#E9B7C3', dark: '#7E2F44', contrastText: '#FFFFFF' },
    secondary: { main: '#4F7560', light: '#C9DDCF', dark: '#385646', contrastText: '#FFFFFF' },
    background: { default: THEME_COLORS.light, paper: '#FFFFFF' },
    text: { primary: '#3B2A2A', secondary: '#6A5552' },
    divider: '#EADBD3',
    error: { main: '#B3261E' },
    success: { main: '#2E6B45' },
    warning: { main: '#8A4B00', contrastText: '#FFFFFF' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#F2B3C2', light: '#F8D3DC', dark: '#D98A9E', contrastText: '#3A1620' },
    secondary: { main: '#A9CDB6', light: '#CFE4D6', dark: '#7FA88E', contrastText: '#14281C' },
    background: { default: THEME_COLORS.dark, paper: '#2A2224' },
    text: { primary: '#F6ECE8', secondary: '#D2C0BB' },
    divider: '#45383A',
    error: { main: '#F2B8B5' },
    success: { main: '#9CD6AE' },
    warning: { main: '#F3C784', contrastText: '#3A2300' },
  },
} as const;

/**
 * The one app theme, for both modes. Colours are CSS variables (`--mui-palette-…`): the light values on
 * `:root`, the dark ones under `html[data-theme="dark"]` (set before the first paint by the init script of
 * `@vetrina/contracts/theme-init`, then by MUI). React renders the same markup in either mode, and colours
 * computed in JS from the palette would be the light ones: use `theme.vars` (or sx palette keys) instead.
 */
export const appTheme: Theme = createTheme({
  cssVariables: { colorSchemeSelector: THEME_ATTRIBUTE },
  colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
  defaultColorScheme: 'light',
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
      // `html { color-scheme }` per mode comes from <CssBaseline enableColorScheme /> (one rule per scheme).
      styleOverrides: (theme) => ({
        '*:focus-visible': {
          outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }),
    },
    MuiAppBar: {
      styleOverrides: {
        // With CSS variables MUI colours a default AppBar with text.primary; the header's light look had
        // MUI's contrast text on grey[100] (black 87%). Dark keeps text.primary, as before.
        colorDefault: ({ theme }) => ({
          '--AppBar-color': 'rgba(0, 0, 0, 0.87)',
          ...theme.applyStyles('dark', { '--AppBar-color': (theme.vars ?? theme).palette.text.primary }),
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({ border: `1px solid ${(theme.vars ?? theme).palette.divider}` }),
      },
    },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
  },
});
