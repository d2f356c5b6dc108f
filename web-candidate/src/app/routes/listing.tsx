import { AccountVerifiedDialog } from '../../features/account/components/account-verified-dialog';
import { ResetPasswordDialog } from '../../features/account/components/reset-password-dialog';
import { OfferListing } from '../../features/offers/components/offer-listing';
import { employerHref, PageShell } from '../page-shell';
import { candidateAccountsOn } from '../pages';
import type { RenderInput } from '../render-input';

/** The listing page: the offers its URL's filters find (spec §2). Search bar, filters and map join it later. */
export function ListingRoute({ input }: { readonly input: RenderInput }) {
  const { url, locale, page, filters, now } = input;
  const accounts = candidateAccountsOn(input);
  return (
    <PageShell
      input={input}
      skipLabel="app.skipToOffers"
      after={
        accounts && (
          <>
            <AccountVerifiedDialog url={url} locale={locale} />
            <ResetPasswordDialog url={url} locale={locale} />
          </>
        )
      }
    >
      <OfferListing
        firstPage={page}
        filters={filters}
        locale={locale}
        now={now}
        employerHref={employerHref}
      />
    </PageShell>
  );
}
