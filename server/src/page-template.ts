/** The places the board's `index.html` leaves for each page. */
export interface PageSlots {
  readonly '%LANG%': string;
  readonly '%COLOR_SCHEME%': string;
  readonly '%THEME_COLOR%': string;
  readonly '<!--app-head-->': string;
  readonly '<!--app-html-->': string;
  readonly '<!--app-state-->': string;
}

const slot = /%LANG%|%COLOR_SCHEME%|%THEME_COLOR%|<!--app-(?:head|html|state)-->/g;

/**
 * The page: the template with each place filled, in one pass. A chain of `replace`s copied the whole
 * page (a list's ~570,000 characters) once per place, and read `$&`, `$'` and the like in what it put
 * in as patterns: an offer's text with `$'` in it copied the rest of the template into the page.
 */
export function fillTemplate(template: string, slots: PageSlots): string {
  return template.replace(slot, (place) => slots[place as keyof PageSlots]);
}
