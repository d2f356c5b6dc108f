import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { SkipLink } from '../../components/layout/skip-link';
import { AccountEntry } from '../../features/account/components/account-entry';
import { AccountVerifiedDialog } from '../../features/account/components/account-verified-dialog';
import { ResetPasswordDialog } from '../../features/account/components/reset-password-dialog';
import { OfferListing } from '../../features/offers/components/offer-listing';
import { useTranslate } from '../../lib/i18n/use-translate';
import { candidateAccountsOn } from '../pages';
import type { RenderInput } from '../render-input';

const mainId = 'main-content';
export const employerHref = '/employer/';

/** The listing page: the offers its URL's filters find (spec §2). Search bar, filters and map join it later. */
export function ListingRoute({ input }: { readonly input: RenderInput }) {
  const t = useTranslate();
  const { url, locale, tenant, page, filters, alternates, now } = input;
  const accounts = candidateAccountsOn(input);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={mainId} label={t('app.skipToOffers')} />
      <AppHeader
        brandName={tenant.name}
        locale={locale}
        url={url}
        alternates={alternates}
        employerHref={employerHref}
        accountEntry={accounts ? <AccountEntry /> : undefined}
      />
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, outline: 'none' }}
      >
        <OfferListing
          firstPage={page}
          filters={filters}
          locale={locale}
          now={now}
          employerHref={employerHref}
        />
      </Container>
      <AppFooter
        brandName={tenant.name}
        locale={locale}
        url={url}
        alternates={alternates}
        employerHref={employerHref}
        year={new Date(now).getUTCFullYear()}
      />
      {accounts && <AccountVerifiedDialog url={url} locale={locale} />}
      {accounts && <ResetPasswordDialog url={url} locale={locale} />}
    </Box>
  );
}
