import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import type { Locale } from './locale';
import type { MessageValues } from './use-translate';

/**
 * Texts that travel with a piece loaded on first use (a dialog, a banner below the fold), not in the
 * page's catalogue: the page downloads them only with that piece (issue 13: initial JS). The
 * translator formats them in the page's language as `useTranslate` does the catalogue's.
 */
export function ownTexts<Id extends string>(
  texts: { readonly en: Record<Id, string> } & Record<Locale, Record<Id, string>>,
) {
  const cache = createIntlCache();
  const intls = new Map<string, ReturnType<typeof createIntl>>();
  return function useOwnTexts(): (id: Id, values?: MessageValues) => string {
    const { locale } = useIntl();
    return useMemo(() => {
      let intl = intls.get(locale);
      if (!intl) {
        intl = createIntl({ locale, messages: texts[locale as Locale] ?? texts.en }, cache);
        intls.set(locale, intl);
      }
      const own = intl;
      return (id, values) => own.formatMessage({ id }, values);
    }, [locale]);
  };
}
