import type { MessageId } from '../lib/i18n/en';
import { languageHref, type Alternates } from '../lib/i18n/language-href';
import { locales, type Locale } from '../lib/i18n/locale';
import { useTranslate } from '../lib/i18n/use-translate';
import { frame } from './layout/frame-styles';
import { useFragment } from './use-fragment';

const languageName: Record<Locale, { readonly short: MessageId; readonly full: MessageId }> = {
  pl: { short: 'language.pl.short', full: 'language.pl.name' },
  en: { short: 'language.en.short', full: 'language.en.name' },
};

interface LanguageSwitchProps {
  readonly locale: Locale;
  /** Path and query of the current page; the switch keeps them and sets `?lang=`. */
  readonly url: string;
  /** The page's address in each language, where it is translated. */
  readonly alternates?: Alternates | undefined;
  /** `short` (PL | EN) for the app bar, `full` (Polski | English) for the footer. */
  readonly variant: 'short' | 'full';
  /** Only one language switch per page should be a navigation landmark. */
  readonly landmark?: boolean;
}

export function LanguageSwitch({ locale, url, alternates, variant, landmark = false }: LanguageSwitchProps) {
  const t = useTranslate();
  const fragment = useFragment();
  const Group = landmark ? 'nav' : 'div';
  return (
    <Group
      role={landmark ? undefined : 'group'}
      aria-label={t('language.label')}
      className={variant === 'short' ? frame.compactLanguages : frame.languages}
    >
      {locales.map((code) => (
        <a
          key={code}
          href={`${languageHref(url, code, alternates)}${fragment}`}
          hrefLang={code}
          lang={code}
          aria-current={code === locale ? 'true' : undefined}
          className={frame.language}
        >
          {t(languageName[code][variant])}
        </a>
      ))}
    </Group>
  );
}
