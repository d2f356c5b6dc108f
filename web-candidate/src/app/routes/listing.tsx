import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import { AccountVerifiedDialog } from '../../features/account/components/account-verified-dialog';
import { ResetPasswordDialog } from '../../features/account/components/reset-password-dialog';
import { AlertLinkDialog } from '../../features/job-alerts/components/alert-link-dialog';
import { SubscribeButton } from '../../features/job-alerts/components/subscribe-button';
import { OfferListing } from '../../features/offers/components/offer-listing';
import { employerHref, PageShell } from '../page-shell';
import { candidateAccountsOn, jobAlertsOn } from '../pages';
import type { RenderInput } from '../render-input';

/** The listing page: the offers its URL's filters find (spec §2). Search bar, filters and map join it later. */
export function ListingRoute({ input }: { readonly input: RenderInput }) {
  const { url, locale, page, filters, now } = input;
  const accounts = candidateAccountsOn(input);
  // The list's own URL in the codec's words is what an alert saves (the window is not part of it).
  const searchUrl =
    jobAlertsOn(input) && isTenantId(input.tenant.id)
      ? filtersToUrl({ ...filters, from: 0 }, tenantConfig(input.tenant.id), locale)
      : null;
  return (
    <PageShell
      input={input}
      skipLabel="app.skipToOffers"
      after={
        <>
          {accounts && (
            <>
              <AccountVerifiedDialog url={url} locale={locale} />
              <ResetPasswordDialog url={url} locale={locale} />
            </>
          )}
          {searchUrl !== null && <AlertLinkDialog url={url} />}
        </>
      }
    >
      <OfferListing
        firstPage={page}
        filters={filters}
        locale={locale}
        now={now}
        employerHref={employerHref}
        actions={searchUrl !== null && <SubscribeButton filters={filters} searchUrl={searchUrl} />}
      />
    </PageShell>
  );
}
