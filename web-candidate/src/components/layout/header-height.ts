/** The sticky header's height in px (its toolbar and its 1 px border): what sticky parts below keep clear of. */
export const headerHeight = { xs: 61, sm: 69 } as const;
