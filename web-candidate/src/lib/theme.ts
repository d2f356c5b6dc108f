import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { colorSchemeAttribute, paperColors } from './color-scheme';
import type { ThemeVariant } from './theme-variant';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const newLook: ThemeOptions = {
  cssVariables: { colorSchemeSelector: `[${colorSchemeAttribute}="%s"]` },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#4f3bc4', light: '#ece9fb', dark: '#3a2a99', contrastText: '#ffffff' },
        secondary: { main: '#0e7c66' },
        success: { main: '#12805c', light: '#e3f5ee', dark: '#0b6648' },
        background: { default: '#f5f6fa', paper: paperColors.light },
        text: { primary: '#171a2b', secondary: '#575c72' },
        divider: '#e3e5ee',
      },
    },
    // The same roles at night: `light` is the tinted surface behind a label and `dark` the label's
    // text on it, so every pairing keeps its contrast in both schemes.
    dark: {
      palette: {
        primary: { main: '#a497f4', light: '#2a2452', dark: '#c9c1fa', contrastText: '#12102a' },
        secondary: { main: '#4fd1b0' },
        success: { main: '#4cc38a', light: '#15382a', dark: '#7fdcae' },
        background: { default: '#0f1118', paper: paperColors.dark },
        text: { primary: '#e9ebf3', secondary: '#a6abbf' },
        divider: '#2b2f3e',
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.015em', lineHeight: 1.25 },
    h2: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 500 },
        sizeSmall: { height: 26 },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        ':focus-visible': { outlineColor: 'var(--mui-palette-primary-main)' },
      },
    },
  },
};

/**
 * The classic look (the theme switch's "old"): the board's earlier blue, square corners, white page,
 * the same roles and contrasts in both schemes as the new look.
 */
const oldLook: ThemeOptions = {
  ...newLook,
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1d5fbf', light: '#e6eefb', dark: '#164a94', contrastText: '#ffffff' },
        secondary: { main: '#0e7c66' },
        success: { main: '#12805c', light: '#e3f5ee', dark: '#0b6648' },
        background: { default: '#ffffff', paper: paperColors.light },
        text: { primary: '#1b1f24', secondary: '#555b66' },
        divider: '#dcdfe4',
      },
    },
    dark: {
      palette: {
        primary: { main: '#8ab4f8', light: '#1d2c47', dark: '#b6d0fb', contrastText: '#0b1526' },
        secondary: { main: '#4fd1b0' },
        success: { main: '#4cc38a', light: '#15382a', dark: '#7fdcae' },
        background: { default: '#12141a', paper: paperColors.dark },
        text: { primary: '#e9ebf3', secondary: '#a6abbf' },
        divider: '#2f3340',
      },
    },
  },
  shape: { borderRadius: 3 },
  components: {
    ...newLook.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 3 } },
    },
  },
};

const looks: Readonly<Record<ThemeVariant, ThemeOptions>> = { new: newLook, old: oldLook };
const created = new Map<ThemeVariant, Theme>();

/**
 * A look's theme (the new one unless the brand lets readers choose and they chose the old), made the
 * first time it is asked for: MUI's `createTheme` with both colour schemes' CSS variables took ~10 ms
 * in Chromium here (Lighthouse's simulated phone: 4x that), which in a module's top level ran inside
 * the one task that evaluates the page's code (issue 11, TBT). The browser makes the page's look in a task of its own before hydrating
 * (`hydrate.tsx`); the other look is made only for a reader who picks it.
 */
export function themeOf(variant: ThemeVariant): Theme {
  let theme = created.get(variant);
  if (theme === undefined) {
    theme = createTheme(looks[variant]);
    created.set(variant, theme);
  }
  return theme;
}
