import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogue } from '../lib/i18n/catalogues';
import { defaultLocale, type Locale } from '../lib/i18n/locale';
import { colorSchemeCookie, cookieStorage, type ColorScheme } from '../lib/color-scheme';
import { theme } from '../lib/theme';

interface AppProvidersProps {
  readonly locale: Locale;
  /** The texts of `locale` (the browser loads only its own language's). */
  readonly messages: Catalogue;
  readonly emotionCache: EmotionCache;
  /** The scheme the server rendered; null where the brand has no dark mode (always light). */
  readonly colorScheme: ColorScheme | null;
  readonly children: ReactNode;
}

export function AppProviders({ locale, messages, emotionCache, colorScheme, children }: AppProvidersProps) {
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
        <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages}>
          {children}
        </IntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
