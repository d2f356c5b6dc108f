import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { themeRadius } from '../../../components/layout/frame-styles';
import { heartStyles } from '../../favourites/components/heart-styles';

/**
 * The offer card's look as one stylesheet from the theme, written once per page, and the card as
 * plain elements with these classes. As MUI components with `sx` (about thirty styled elements a
 * card) a list of 100 cards cost the server ~280 ms of rendering and a slow phone seconds of
 * hydration: each element's styles were resolved and hashed again on every render. The colours are
 * the theme's CSS variables, so the scheme (light, dark) and the look (new, classic) apply as they do
 * to MUI's own components.
 */
export const card = {
  root: 'tb-offer-card',
  logo: 'tb-offer-card__logo',
  title: 'tb-offer-card__title',
  head: 'tb-offer-card__head',
  heading: 'tb-offer-card__heading',
  link: 'tb-offer-card__link',
  side: 'tb-offer-card__side',
  badges: 'tb-offer-card__badges',
  favourite: 'tb-offer-card__favourite',
  company: 'tb-offer-card__company',
  salary: 'tb-offer-card__salary',
  meta: 'tb-offer-card__meta',
  more: 'tb-offer-card__more',
  skills: 'tb-offer-card__skills',
  chip: 'tb-chip',
  newChip: 'tb-chip tb-chip--new',
  pay: 'tb-pay',
  payAmount: 'tb-pay__amount',
  payTerms: 'tb-pay__terms',
} as const;

/** A company's logo or its initial (`CompanyLogo`), sized by `--tb-logo-xs` and `--tb-logo-sm`. */
export const logo = {
  root: 'tb-logo',
  image: 'tb-logo--image',
  initial: 'tb-logo--initial',
} as const;

const styles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  const { typography } = theme;
  const up = theme.breakpoints.up('sm');
  const spacing = theme.spacing;
  const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap' } as const;
  return {
    [`.${card.root}`]: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '44px minmax(0, 1fr)',
      gridTemplateAreas: '"logo title" "salary salary" "meta meta" "skills skills"',
      columnGap: spacing(1.5),
      rowGap: spacing(1),
      padding: spacing(2),
      margin: 0,
      boxSizing: 'border-box',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: themeRadius(theme, 2),
      transition: 'border-color 120ms ease, box-shadow 120ms ease',
      '&:hover': { borderColor: palette.primary.main, boxShadow: '0 8px 24px rgba(23, 26, 43, 0.08)' },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      [up]: {
        gridTemplateColumns: '56px minmax(0, 1fr) auto',
        gridTemplateAreas: '"logo title salary" "logo meta meta" "logo skills skills"',
        columnGap: spacing(2),
        padding: spacing(2.5),
      },
    },
    [`.${card.logo}`]: { gridArea: 'logo' },
    [`.${card.title}`]: { gridArea: 'title', minWidth: 0 },
    [`.${card.head}`]: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: spacing(1),
    },
    [`.${card.heading}`]: { ...typography.h2, margin: 0 },
    // The title is the card's link: its ::after covers the card, so the card is one click target
    // while screen readers hear the title alone.
    [`.${card.link}`]: {
      color: 'inherit',
      textDecoration: 'none',
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: themeRadius(theme, 2),
        zIndex: 1,
      },
      '&:hover': { color: palette.primary.main },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    [`.${card.side}`]: { display: 'flex', alignItems: 'flex-start', gap: spacing(0.5), flexShrink: 0 },
    [`.${card.badges}`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      gap: spacing(0.5),
      flexShrink: 0,
      marginTop: '1px',
      [up]: { flexDirection: 'row' },
    },
    [`.${card.favourite}`]: {
      marginTop: spacing(-0.5),
      marginRight: spacing(-0.75),
      [up]: { marginRight: spacing(-1) },
    },
    [`.${card.company}`]: {
      ...typography.body2,
      color: palette.text.secondary,
      margin: 0,
      marginTop: spacing(0.25),
    },
    [`.${card.salary}`]: { gridArea: 'salary', [up]: { justifySelf: 'end', textAlign: 'right' } },
    [`.${card.meta}`]: {
      ...plainList,
      gridArea: 'meta',
      columnGap: spacing(2),
      rowGap: spacing(0.5),
      '& > li': {
        ...typography.body2,
        display: 'flex',
        alignItems: 'center',
        gap: spacing(0.5),
        color: palette.text.secondary,
      },
    },
    [`.${card.more}`]: { color: palette.primary.main, fontWeight: 600, marginLeft: spacing(0.75) },
    [`.${card.skills}`]: { ...plainList, gridArea: 'skills', gap: spacing(0.75) },
    // MUI's small outlined Chip (with the theme's height and weight), as one element.
    '.tb-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      maxWidth: '100%',
      height: 26,
      boxSizing: 'border-box',
      padding: '0 7px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 13,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 500,
      lineHeight: 1.5,
      color: palette.text.primary,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
    },
    '.tb-chip--new': {
      height: 22,
      padding: '0 8px',
      border: 0,
      fontWeight: 700,
      backgroundColor: palette.success.light,
      color: palette.success.dark,
    },
    [`.${card.pay}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: spacing(0.75) },
    [`.${card.payAmount}`]: {
      ...typography.body1,
      fontWeight: 700,
      fontSize: '1rem',
      color: palette.success.dark,
      whiteSpace: 'nowrap',
    },
    [`.${card.payTerms}`]: { ...typography.caption, color: palette.text.secondary, whiteSpace: 'nowrap' },
    [`.${logo.root}`]: {
      width: 'var(--tb-logo-xs)',
      height: 'var(--tb-logo-xs)',
      borderRadius: themeRadius(theme, 1.5),
      flexShrink: 0,
      [up]: { width: 'var(--tb-logo-sm)', height: 'var(--tb-logo-sm)' },
    },
    [`.${logo.image}`]: {
      display: 'block',
      objectFit: 'contain',
      padding: spacing(0.75),
      backgroundColor: palette.common.white,
      border: `1px solid ${palette.divider}`,
    },
    [`.${logo.initial}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      userSelect: 'none',
      lineHeight: 1,
      color: palette.common.white,
      fontWeight: 700,
      fontSize: '1.125rem',
      [up]: { fontSize: '1.375rem' },
    },
    ...heartStyles(theme),
  };
};

export function OfferCardStyles() {
  return <GlobalStyles styles={styles} />;
}
