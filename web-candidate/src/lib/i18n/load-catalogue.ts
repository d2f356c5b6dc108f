import type { Catalogue } from './catalogues';
import type { Locale } from './locale';

/** The page's language alone, as a file of its own: a page in Polish downloads no English texts. */
export const loadCatalogue: Record<Locale, () => Promise<Catalogue>> = {
  pl: () => import('./pl').then((module) => module.pl),
  en: () => import('./en').then((module) => module.en),
};
