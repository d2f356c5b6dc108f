import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Locale } from '../../lib/i18n/locale';
import { useTranslate } from '../../lib/i18n/use-translate';
import type { Alternates } from '../../lib/i18n/language-href';
import { LanguageSwitch } from '../language-switch';
import { BrandLink } from './brand-link';

/** The legal documents' page (the board's `termsPath`; components do not import the app). */
const termsHref = '/terms-and-privacy-policies';

interface AppFooterProps {
  readonly brandName: string;
  readonly locale: Locale;
  readonly url: string;
  readonly alternates?: Alternates | undefined;
  readonly employerHref: string;
  /** From the request time, not the browser clock, so server and client agree. */
  readonly year: number;
}

export function AppFooter({ brandName, locale, url, alternates, employerHref, year }: AppFooterProps) {
  const t = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, sm: 5 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <BrandLink name={brandName} href="/" />
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
            {t('footer.tagline')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('footer.copyright', { year: String(year), brand: brandName })}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            gap: 1.5,
          }}
        >
          <Link href={employerHref} sx={{ typography: 'body2', fontWeight: 600 }}>
            {t('header.forEmployers')}
          </Link>
          <Link href={termsHref} sx={{ typography: 'body2' }}>
            {t('footer.terms')}
          </Link>
          <LanguageSwitch locale={locale} url={url} alternates={alternates} variant="full" />
        </Box>
      </Container>
    </Box>
  );
}
