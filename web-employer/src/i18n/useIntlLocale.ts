import { useLocaleState } from 'react-admin';
import { intlLocale } from './i18nProvider';

/** The BCP 47 tag for `Intl` formatting in the console's current language. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}
