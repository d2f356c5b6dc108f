import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/locale';
import { useTranslate } from '../../lib/i18n/use-translate';
import type { Alternates } from '../../lib/i18n/language-href';
import type { ColorScheme } from '../../lib/color-scheme';
import { LanguageSwitch } from '../language-switch';
import { visuallyHiddenSx } from '../visually-hidden';
import { BrandLink } from './brand-link';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { CurrencyMenu, type CurrencyChoice } from './currency-menu';
import { headerHeight } from './header-height';
import { ThemeSwitch } from './theme-switch';

interface AppHeaderProps {
  readonly brandName: string;
  readonly locale: Locale;
  readonly url: string;
  readonly alternates?: Alternates | undefined;
  readonly employerHref: string;
  /** The candidate account's sign-in or profile button, on brands that have candidate accounts. */
  readonly accountEntry?: ReactNode;
  /** The scheme the page was rendered in, where the brand has dark mode (the switch shows then). */
  readonly colorScheme?: ColorScheme | undefined;
  /** The currency dropdown, on pages that show pay where the brand lets readers change currency. */
  readonly currency?: CurrencyChoice | undefined;
}

export function AppHeader({
  brandName,
  locale,
  url,
  alternates,
  employerHref,
  accountEntry,
  colorScheme,
  currency,
}: AppHeaderProps) {
  const t = useTranslate();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        // The scheme's paper, a little see-through (the theme's CSS variable of its channels).
        bgcolor: 'rgba(var(--mui-palette-background-paperChannel) / 0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: { xs: headerHeight.xs - 1, sm: headerHeight.sm - 1 } }}
        >
          <BrandLink name={brandName} href="/" />
          <Box sx={{ flexGrow: 1 }} />
          {currency && <CurrencyMenu {...currency} />}
          <ThemeSwitch />
          {colorScheme && <ColorSchemeSwitch initial={colorScheme} />}
          <LanguageSwitch locale={locale} url={url} alternates={alternates} variant="short" landmark />
          {/* On phones the label is read out but only the icon shows, so the bar fits 360 px. */}
          <Button
            href={employerHref}
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0, px: { xs: 1, sm: 2 }, py: 0.75, gap: 1 }}
          >
            <BusinessCenterOutlined aria-hidden sx={{ fontSize: 20, display: { sm: 'none' } }} />
            <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHiddenSx })}>
              {t('header.forEmployers')}
            </Box>
          </Button>
          {accountEntry}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
