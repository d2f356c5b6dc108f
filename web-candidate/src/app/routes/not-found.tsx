import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { SkipLink } from '../../components/layout/skip-link';
import { AccountEntry } from '../../features/account/components/account-entry';
import { useTranslate } from '../../lib/i18n/use-translate';
import { candidateAccountsOn } from '../pages';
import type { RenderInput } from '../render-input';
import { employerHref } from './listing';

const mainId = 'main-content';

/** The 404 page (spec §2): 'page not found' and the way back to the main page. */
export function NotFoundRoute({ input }: { readonly input: RenderInput }) {
  const t = useTranslate();
  const { url, locale, tenant, now } = input;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={mainId} label={t('app.skipToContent')} />
      <AppHeader
        brandName={tenant.name}
        locale={locale}
        url={url}
        employerHref={employerHref}
        accountEntry={candidateAccountsOn(input) ? <AccountEntry /> : undefined}
      />
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth="sm"
        sx={{ flexGrow: 1, py: { xs: 6, sm: 10 }, outline: 'none', textAlign: 'center' }}
      >
        <Typography
          component="p"
          sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mt: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
          {t('notFound.body')}
        </Typography>
        <Button variant="contained" size="large" href="/">
          {t('notFound.back')}
        </Button>
      </Container>
      <AppFooter
        brandName={tenant.name}
        locale={locale}
        url={url}
        employerHref={employerHref}
        year={new Date(now).getUTCFullYear()}
      />
    </Box>
  );
}
