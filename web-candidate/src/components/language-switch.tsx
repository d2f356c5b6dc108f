import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MessageId } from '../lib/i18n/en';
import { languageHref, type Alternates } from '../lib/i18n/language-href';
import { locales, type Locale } from '../lib/i18n/locale';
import { useTranslate } from '../lib/i18n/use-translate';
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
  const compact = variant === 'short';
  return (
    <Box
      component={landmark ? 'nav' : 'div'}
      role={landmark ? undefined : 'group'}
      aria-label={t('language.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 0.25 : 1.5,
        ...(compact && { p: 0.25, borderRadius: '999px', bgcolor: 'background.default' }),
      }}
    >
      {locales.map((code) => {
        const current = code === locale;
        return (
          <Link
            key={code}
            href={`${languageHref(url, code, alternates)}${fragment}`}
            hrefLang={code}
            lang={code}
            aria-current={current ? 'true' : undefined}
            underline={compact ? 'none' : 'hover'}
            sx={
              compact
                ? {
                    px: 1.25,
                    py: 0.5,
                    borderRadius: '999px',
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                    letterSpacing: '0.04em',
                    color: current ? 'primary.main' : 'text.secondary',
                    bgcolor: current ? 'background.paper' : 'transparent',
                    boxShadow: current ? '0 1px 3px rgba(23, 26, 43, 0.12)' : 'none',
                    '&:hover': { color: 'primary.main' },
                    // Phones show only the other language (the page's own is plain to see), which
                    // leaves the header room for the brand, currency, dark mode and the theme switch.
                    display: current ? { xs: 'none', sm: 'inline' } : 'inline',
                  }
                : {
                    typography: 'body2',
                    fontWeight: current ? 700 : 400,
                    color: current ? 'text.primary' : 'text.secondary',
                  }
            }
          >
            {t(languageName[code][variant === 'short' ? 'short' : 'full'])}
          </Link>
        );
      })}
    </Box>
  );
}
