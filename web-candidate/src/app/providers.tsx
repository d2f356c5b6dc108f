import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues, defaultLocale, type Locale } from '../lib/i18n/locale';
import { theme } from '../lib/theme';

interface AppProvidersProps {
  readonly locale: Locale;
  readonly emotionCache: EmotionCache;
  readonly children: ReactNode;
}

export function AppProviders({ locale, emotionCache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={catalogues[locale]}>
          {children}
        </IntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
