import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from '../visually-hidden';
import { headerHeight } from './header-height';

/**
 * Every page's frame (the header's bar, the footer, the brand, the language links) and the plain
 * buttons the listing's frame uses, as elements with these classes styled by one stylesheet from
 * the theme, written once per page, as the offer cards are (`offer-card-styles`). As MUI components
 * (AppBar, Container, Link, Typography, Button, Box with `sx`) the server resolved and hashed their
 * styles again on every render of every page (issue 11). The looks are MUI's, in the theme's CSS
 * variables, so both schemes and both looks apply.
 */
export const frame = {
  page: 'tb-page',
  skipLink: 'tb-skip-link',
  footerShown: 'tb-footer-place',
  footerHidden: 'tb-footer-place tb-footer-place--hidden',
  footerDesktop: 'tb-footer-place tb-footer-place--desktop',
  container: 'tb-container',
  appBar: 'tb-appbar',
  toolbar: 'tb-toolbar',
  grow: 'tb-grow',
  employer: 'tb-button tb-button--small tb-button--outlined tb-employer',
  employerIcon: 'tb-employer__icon',
  employerLabel: 'tb-employer__label',
  footer: 'tb-footer',
  footerInner: 'tb-container tb-footer__inner',
  footerAbout: 'tb-footer__about',
  footerLinks: 'tb-footer__links',
  tagline: 'tb-footer__tagline',
  copyright: 'tb-footer__copyright',
  link: 'tb-link',
  strongLink: 'tb-link tb-link--strong',
  brand: 'tb-brand',
  brandMark: 'tb-brand__mark',
  brandName: 'tb-brand__name',
  languages: 'tb-languages',
  compactLanguages: 'tb-languages tb-languages--compact',
  language: 'tb-language',
  ellipsis: 'tb-ellipsis',
  outlined: 'tb-button tb-button--small tb-button--outlined',
  contained: 'tb-button tb-button--small tb-button--contained',
  text: 'tb-button tb-button--small tb-button--text',
  plain: 'tb-button tb-button--inherit',
  startIcon: 'tb-button__icon',
} as const;

/** The theme's transition of a control's colours (none for readers who ask for less motion). */
export function controlTransition(theme: Theme): string {
  return theme.transitions.create(['background-color', 'border-color', 'color', 'box-shadow'], {
    duration: theme.transitions.duration.short,
  });
}

/**
 * The theme's corner radius times `factor`, as MUI's `sx` `borderRadius: factor` draws it; with CSS
 * variables the radius is `var(--mui-shape-borderRadius)`, so the product is a `calc`.
 */
export function themeRadius(theme: Theme, factor: number): string {
  const { borderRadius } = (theme.vars ?? theme).shape;
  return typeof borderRadius === 'number'
    ? `${borderRadius * factor}px`
    : `calc(${borderRadius} * ${factor})`;
}

/** MUI's filled look in the primary colour (a contained Button, a chosen Chip). */
export function filledPrimary(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    '&:hover': { backgroundColor: palette.primary.dark },
  };
}

/** A `<button>` without the browser's look: what MUI's ButtonBase resets. */
export const buttonReset = {
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const styles = (theme: Theme) => {
  const { palette, shape } = theme.vars ?? theme;
  const { typography, spacing, breakpoints } = theme;
  const sm = breakpoints.up('sm');
  const belowSm = breakpoints.down('sm');
  const alpha = (color: string, amount: number | string) => theme.alpha(color, amount);
  const transition = controlTransition(theme);
  const buttonRadius =
    (theme.components?.MuiButton?.styleOverrides?.root as { borderRadius?: number } | undefined)
      ?.borderRadius ?? shape.borderRadius;
  return {
    '.tb-page': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
    // The first focusable element: lets keyboard users jump over the app bar.
    '.tb-skip-link': {
      position: 'absolute',
      left: 16,
      top: -64,
      zIndex: theme.zIndex.appBar + 1,
      padding: `${spacing(1)} ${spacing(2)}`,
      borderRadius: themeRadius(theme, 1),
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      fontFamily: typography.fontFamily,
      fontWeight: 600,
      textDecoration: 'none',
      '&:focus': { top: 8 },
    },
    '.tb-footer-place--hidden': { display: 'none' },
    '.tb-footer-place--desktop': { display: 'none', [breakpoints.up('md')]: { display: 'block' } },
    // MUI's Container, maxWidth="lg".
    '.tb-container': {
      width: '100%',
      boxSizing: 'border-box',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: spacing(2),
      paddingRight: spacing(2),
      [sm]: { paddingLeft: spacing(3), paddingRight: spacing(3) },
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
    // MUI's sticky AppBar (color inherit, no elevation) on the scheme's paper, a little see-through.
    '.tb-appbar': {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      boxSizing: 'border-box',
      flexShrink: 0,
      color: 'inherit',
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: 'rgba(var(--mui-palette-background-paperChannel) / 0.92)',
      backdropFilter: 'blur(8px)',
    },
    '.tb-toolbar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: spacing(0.5),
      minHeight: headerHeight.xs - 1,
      [sm]: { gap: spacing(2), minHeight: headerHeight.sm - 1 },
    },
    '.tb-grow': { flexGrow: 1 },
    '.tb-button.tb-employer': {
      minWidth: 0,
      flexShrink: 0,
      gap: spacing(1),
      padding: `${spacing(0.75)} ${spacing(1)}`,
      [sm]: { padding: `${spacing(0.75)} ${spacing(2)}` },
    },
    '.tb-employer .tb-employer__icon': { fontSize: 20, [sm]: { display: 'none' } },
    '.tb-employer__label': { [belowSm]: visuallyHiddenSx },
    '.tb-footer': {
      marginTop: 'auto',
      borderTop: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
    },
    '.tb-footer__inner': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: spacing(3),
      paddingTop: spacing(4),
      paddingBottom: spacing(4),
      [sm]: { flexDirection: 'row', paddingTop: spacing(5), paddingBottom: spacing(5) },
    },
    '.tb-footer__about': { display: 'flex', flexDirection: 'column', gap: spacing(1) },
    '.tb-footer__links': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: spacing(1.5),
      [sm]: { alignItems: 'flex-end' },
    },
    '.tb-footer__tagline': { ...typography.body2, margin: 0, maxWidth: 440, color: palette.text.secondary },
    '.tb-footer__copyright': { ...typography.caption, margin: 0, color: palette.text.secondary },
    // MUI's Link (underline on hover) in body2.
    '.tb-link': {
      ...typography.body2,
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '.tb-link--strong': { fontWeight: 600 },
    '.tb-brand': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(1),
      minWidth: 0,
      color: palette.text.primary,
      fontFamily: typography.fontFamily,
      fontWeight: 800,
      fontSize: '1.0625rem',
      lineHeight: 1.5,
      letterSpacing: '-0.02em',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      [sm]: { fontSize: '1.1875rem' },
    },
    // Phones show the name alone: the mark's 40 px are what the name needs to be read whole.
    '.tb-brand__mark': {
      display: 'none',
      placeItems: 'center',
      width: 32,
      height: 32,
      borderRadius: themeRadius(theme, 1.25),
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      flexShrink: 0,
      fontSize: 18,
      [sm]: { display: 'grid' },
    },
    '.tb-brand__name': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '.tb-languages': { display: 'flex', alignItems: 'center', gap: spacing(1.5) },
    '.tb-language': {
      ...typography.body2,
      color: palette.text.secondary,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&[aria-current="true"]': { fontWeight: 700, color: palette.text.primary },
    },
    '.tb-languages--compact': {
      gap: spacing(0.25),
      padding: spacing(0.25),
      borderRadius: 999,
      backgroundColor: palette.background.default,
      '.tb-language': {
        padding: `${spacing(0.5)} ${spacing(1.25)}`,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.5,
        letterSpacing: '0.04em',
        color: palette.text.secondary,
        '&:hover': { color: palette.primary.main, textDecoration: 'none' },
      },
      // Phones show only the other language (the page's own is plain to see), which leaves the
      // header room for the brand, currency, dark mode and the theme switch.
      '.tb-language[aria-current="true"]': {
        display: 'none',
        color: palette.primary.main,
        backgroundColor: palette.background.paper,
        boxShadow: '0 1px 3px rgba(23, 26, 43, 0.12)',
        [sm]: { display: 'inline' },
      },
    },
    // `PlainIcon`: MUI's SvgIcon, 1em square in the text's colour.
    '.tb-icon': {
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      userSelect: 'none',
    },
    '.tb-ellipsis': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // MUI's Button: small outlined, contained and text, and the medium text one in the text's colour.
    '.tb-button': {
      ...buttonReset,
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      padding: '6px 8px',
      whiteSpace: 'nowrap',
      borderRadius: buttonRadius,
      color: palette.primary.main,
      transition,
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
    '.tb-button--small': { padding: '4px 5px', fontSize: typography.pxToRem(13) },
    '.tb-button--outlined': {
      padding: '3px 9px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      backgroundColor: palette.background.paper,
      '&:hover': { borderColor: palette.primary.main },
    },
    '.tb-button--contained': { padding: '4px 10px', ...filledPrimary(theme) },
    '.tb-button--inherit': {
      color: 'inherit',
      '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) },
    },
    '.tb-button__icon': {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -4,
      fontSize: 20,
      '.tb-button--small &': { marginLeft: -2, fontSize: 18 },
    },
  };
};

export function FrameStyles() {
  return <GlobalStyles styles={styles} />;
}
