import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { createIntl, RawIntlProvider } from 'react-intl';
import { serverPartStyles } from '../components/island';
import { FrameStyles } from '../components/layout/frame-styles';
import { OfferCardStyles } from '../features/offers/components/offer-card-styles';
import type { Catalogue } from '../lib/i18n/catalogues';
import { intlCacheOf } from '../lib/i18n/intl-cache';
import { defaultLocale, type Locale } from '../lib/i18n/locale';
import { useMoreTexts } from '../lib/i18n/use-more-texts';
import { colorSchemeCookie, cookieStorage, type ColorScheme } from '../lib/color-scheme';
import { themeOf } from '../lib/theme';
import { storeThemeVariant, type ThemeVariant } from '../lib/theme-variant';
import { ThemeVariantProvider } from '../lib/theme-variant-context';

interface AppProvidersProps {
  readonly locale: Locale;
  /** The texts of `locale` (the browser loads only its own language's): all, or the page's with `moreMessages`. */
  readonly messages: Catalogue;
  /** The rest of the language's texts, loaded once the page has hydrated (`useMoreTexts`). */
  readonly moreMessages?: (() => Promise<Catalogue>) | undefined;
  readonly emotionCache: EmotionCache;
  /** The scheme the server rendered; null where the brand has no dark mode (always light). */
  readonly colorScheme: ColorScheme | null;
  /** The look the server rendered (the `horizontalTheme` cookie); null where the brand has one look. */
  readonly themeVariant?: ThemeVariant | null;
  readonly children: ReactNode;
}

export function AppProviders({
  locale,
  messages,
  moreMessages,
  emotionCache,
  colorScheme,
  themeVariant = null,
  children,
}: AppProvidersProps) {
  const texts = useMoreTexts(messages, moreMessages);
  const intl = useMemo(
    () =>
      createIntl(
        { locale, defaultLocale, messages: texts.messages, onError: texts.onError },
        intlCacheOf(locale),
      ),
    [locale, texts.messages, texts.onError],
  );
  const [variant, setVariant] = useState<ThemeVariant>(themeVariant ?? 'new');
  const choice = useMemo(
    () =>
      themeVariant === null
        ? null
        : {
            variant,
            choose: (next: ThemeVariant) => {
              storeThemeVariant(next);
              setVariant(next);
            },
          },
    [themeVariant, variant],
  );
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider
        theme={themeOf(variant)}
        defaultMode={colorScheme ?? 'light'}
        storageManager={colorScheme ? cookieStorage : null}
        modeStorageKey={colorSchemeCookie}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <FrameStyles />
        <OfferCardStyles />
        <GlobalStyles styles={serverPartStyles} />
        <RawIntlProvider value={intl}>
          <ThemeVariantProvider value={choice}>{children}</ThemeVariantProvider>
        </RawIntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
