import type { Locale } from '../../../lib/i18n/locale';

/** The saved-searches page in the language the candidate is reading (a list's language is in its URL). */
export const savedSearchesHref = (locale: Locale) => `/saved-searches?lang=${locale}`;
