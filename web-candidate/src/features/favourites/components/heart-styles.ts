import type { Theme } from '@mui/material/styles';

/** The heart's classes (`FavouriteButton`), styled by `heartStyles` in the page's one stylesheet. */
export const heart = {
  root: 'tb-heart',
  medium: 'tb-heart--medium',
  on: 'tb-heart--on',
  icon: 'tb-heart__icon',
} as const;

/**
 * MUI IconButton's look (small: 30 px, medium: 36 px, a 20 px icon), its hover, and a focus ring
 * for the keyboard; above a card's stretched title link, so the heart is its own target. Colours
 * from the theme's CSS variables, as the cards' (`offer-card-styles`).
 */
export function heartStyles(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    [`.${heart.root}`]: {
      position: 'relative',
      zIndex: 2,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: '0 0 auto',
      boxSizing: 'border-box',
      margin: 0,
      padding: 5,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.text.secondary,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': {
        backgroundColor: theme.vars
          ? `rgba(${theme.vars.palette.action.activeChannel} / ${theme.vars.palette.action.hoverOpacity})`
          : palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 0 },
    },
    [`.${heart.medium}`]: { padding: 8 },
    [`.${heart.on}`]: { color: palette.error.main },
    [`.${heart.icon}`]: {
      width: '1em',
      height: '1em',
      fontSize: theme.typography.pxToRem(20),
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
    },
  } as const;
}
