/**
 * The CSS custom property on the document holding the height of the bar along the bottom of the
 * screen while one shows (the horizontal popup): the survey card stands above it rather than over it.
 */
export const bottomBarHeight = '--tablica-bottom-bar-height';
