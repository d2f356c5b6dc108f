import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { SkipLink } from '../../components/layout/skip-link';
import { AccountEntry } from '../../features/account/components/account-entry';
import { ProfilePage } from '../../features/account/components/profile-page';
import { useTranslate } from '../../lib/i18n/use-translate';
import type { RenderInput } from '../render-input';
import { employerHref } from './listing';

const mainId = 'main-content';

/** `/profile`: the candidate account (only on brands with `enableLoginToCP`). */
export function ProfileRoute({ input }: { readonly input: RenderInput }) {
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
        accountEntry={<AccountEntry />}
      />
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, outline: 'none' }}
      >
        <ProfilePage locale={locale} employerHref={employerHref} />
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
