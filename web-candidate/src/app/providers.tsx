import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues, defaultLocale, type Locale } from '../lib/i18n/locale';
import { colorSchemeCookie, cookieStorage, type ColorScheme } from '../lib/color-scheme';
import { theme } from '../lib/theme';

interface AppProvidersProps {
  readonly locale: Locale;
  readonly emotionCache: EmotionCache;
  /** The scheme the server rendered; null where the brand has no dark mode (always light). */
  readonly colorScheme: ColorScheme | null;
  readonly children: ReactNode;
}

export function AppProviders({ locale, emotionCache, colorScheme, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider
        theme={theme}
        defaultMode={colorScheme ?? 'light'}
        storageManager={colorScheme ? cookieStorage : null}
        modeStorageKey={colorSchemeCookie}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={catalogues[locale]}>
          {children}
        </IntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
