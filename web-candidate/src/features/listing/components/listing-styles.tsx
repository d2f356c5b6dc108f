import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import {
  buttonReset,
  controlTransition,
  filledPrimary,
  frame,
  themeRadius,
} from '../../../components/layout/frame-styles';

/**
 * The listing's frame (the category strip, the subcategories, the filter bar, the chosen filters'
 * chips, the heading) as plain elements with these classes, styled by one stylesheet from the theme
 * written once per page, as the offer cards are (`offer-card-styles`). As MUI components (Chip,
 * Button, Switch, Badge, Box with `sx`: ~110 styled elements) the server resolved and hashed their
 * styles again on every render, about half of a listing page's rendering (issue 11), and a phone
 * hydrated them. The looks are MUI's (its Chip, small Button and Switch) in the theme's CSS
 * variables, so both schemes and both looks apply.
 */
export const listing = {
  root: 'tb-listing',
  categories: 'tb-categories',
  categoryList: 'tb-categories__list',
  choice: 'tb-choice',
  choiceSmall: 'tb-choice tb-choice--small',
  removable: 'tb-choice tb-choice--small tb-choice--removable',
  remove: 'tb-choice__remove',
  subcategories: 'tb-subcategories',
  subcategoriesTitle: 'tb-subcategories__title',
  chips: 'tb-filter-chips',
  filterBar: 'tb-filter-bar',
  spacer: 'tb-filter-bar__spacer',
  head: 'tb-listing__head',
  heading: 'tb-listing__heading',
  results: 'tb-listing__results',
  resultsWithMap: 'tb-listing__results tb-listing__results--map',
  list: 'tb-listing__list',
  ellipsis: frame.ellipsis,
  outlined: frame.outlined,
  contained: frame.contained,
  text: frame.text,
  plain: frame.plain,
  phonesOnly: 'tb-phones-only',
  startIcon: frame.startIcon,
  badged: 'tb-badged',
  badge: 'tb-badge',
  switch: 'tb-switch',
  switchInput: 'tb-switch__input',
} as const;

const styles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  const { typography, spacing } = theme;
  const sm = theme.breakpoints.up('sm');
  const md = theme.breakpoints.up('md');
  const alpha = (color: string, amount: number | string) => theme.alpha(color, amount);
  const transition = controlTransition(theme);
  const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return {
    '.tb-listing': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: spacing(1.5),
      [sm]: { gap: spacing(2) },
    },
    '.tb-categories': {
      display: 'none',
      alignItems: 'center',
      gap: spacing(1),
      minWidth: 0,
      [md]: { display: 'flex' },
    },
    '.tb-categories__list': {
      ...plainList,
      display: 'flex',
      gap: spacing(1),
      padding: spacing(0.5),
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      flex: 1,
    },
    // MUI's clickable Chip: outlined on the paper, filled with the primary colour while chosen.
    '.tb-choice': {
      ...buttonReset,
      display: 'inline-flex',
      alignItems: 'center',
      maxWidth: '100%',
      height: 32,
      padding: '0 11px',
      border: `1px solid ${theme.vars?.palette.Chip.defaultBorder ?? theme.palette.grey[400]}`,
      borderRadius: 16,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 500,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      transition,
      '&:hover': { backgroundColor: palette.action.hover },
      '&[aria-pressed="true"]': { borderColor: 'transparent', ...filledPrimary(theme) },
    },
    '.tb-choice--small': { height: 26, padding: '0 7px', borderRadius: 13 },
    '.tb-choice--removable': {
      gap: 4,
      paddingRight: 3,
      borderColor: palette.divider,
      '&:hover .tb-choice__remove': { color: alpha(palette.text.primary, 0.4) },
    },
    '.tb-choice__remove': { fontSize: 16, color: alpha(palette.text.primary, 0.26), flexShrink: 0 },
    '.tb-subcategories': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      padding: spacing(1.5),
      borderRadius: themeRadius(theme, 2),
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
    },
    '.tb-subcategories__title': {
      ...typography.body2,
      width: '100%',
      margin: 0,
      fontWeight: 600,
      color: palette.text.secondary,
    },
    '.tb-filter-chips': {
      ...plainList,
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      [md]: { display: 'none' },
    },
    '.tb-filter-bar': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: spacing(1),
      [sm]: { gap: spacing(1.5) },
    },
    '.tb-filter-bar__spacer': { flex: 1 },
    '.tb-listing__head': {
      marginTop: spacing(0.5),
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: spacing(1.5),
      [sm]: { marginTop: spacing(1) },
    },
    '.tb-listing__heading': {
      ...typography.h1,
      margin: 0,
      fontSize: '1.375rem',
      [sm]: { fontSize: '1.75rem' },
    },
    '.tb-listing__results--map': {
      [md]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: spacing(2),
        alignItems: 'start',
      },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    },
    '.tb-listing__list': { minWidth: 0 },
    '.tb-button.tb-phones-only': { [md]: { display: 'none' } },
    // MUI's Badge on the More filters button: the number of chosen filters at its corner.
    '.tb-badged': { position: 'relative', display: 'inline-flex', flexShrink: 0, marginRight: spacing(1) },
    '.tb-badge': {
      position: 'absolute',
      top: 0,
      right: 0,
      transform: 'translate(50%, -50%)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(12),
      fontWeight: 500,
      lineHeight: 1,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      pointerEvents: 'none',
    },
    // MUI's small Switch as one checkbox (role="switch") and its label.
    '.tb-switch': {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      ...typography.body2,
      fontWeight: 600,
      WebkitTapHighlightColor: 'transparent',
    },
    '.tb-switch__input': {
      appearance: 'none',
      position: 'relative',
      flexShrink: 0,
      width: 26,
      height: 10,
      margin: 7,
      borderRadius: 5,
      backgroundColor: alpha(palette.text.primary, 0.38),
      cursor: 'pointer',
      transition,
      '&::before': {
        content: '""',
        position: 'absolute',
        top: -3,
        left: -3,
        width: 16,
        height: 16,
        borderRadius: '50%',
        backgroundColor: palette.common.white,
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
        transition: theme.transitions.create(['transform', 'background-color'], {
          duration: theme.transitions.duration.shortest,
        }),
      },
      '&:checked': { backgroundColor: alpha(palette.primary.main, 0.5) },
      '&:checked::before': { transform: 'translateX(16px)', backgroundColor: palette.primary.main },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 4 },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::before': { transition: 'none' } },
    },
  };
};

export function ListingStyles() {
  return <GlobalStyles styles={styles} />;
}
