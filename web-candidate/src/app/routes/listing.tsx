import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { LazyMount } from '../../components/lazy-mount';
import { SubscribeButton } from '../../features/job-alerts/components/subscribe-button';
import { SearchBarIsland } from '../../features/listing/components/islands';
import { ListingPage } from '../../features/listing/components/listing-page';
import { restarted, useListNavigation } from '../../features/listing/hooks/use-list-navigation';
import { boardAtom } from '../../features/listing/state/board-atom';
import { filtersAtom, moreOffersBelowAtom } from '../../features/listing/state/listing-atoms';
import { ListingStateProvider } from '../../features/listing/state/listing-state-provider';
import { MailLinkDialogs } from '../mail-link-dialogs';
import { employerHref, PageShell } from '../page-shell';
import { candidateAccountsOn, jobAlertsOn } from '../pages';
import type { RenderInput } from '../render-input';

// Never in the server's markup (it slides in after a delay): its code loads after hydration (issue 11).
const HorizontalPopup = lazy(() =>
  import('../../features/popups/horizontal-popup').then((module) => ({ default: module.HorizontalPopup })),
);

/** The listing page: what its URL's filters find (spec §2); every change of filters writes the URL. */
export function ListingRoute({ input }: { readonly input: RenderInput }) {
  const config = tenantConfig(isTenantId(input.tenant.id) ? input.tenant.id : 'it');
  return (
    <ListingStateProvider config={config} locale={input.locale} filters={input.filters}>
      <ListingScreen input={input} />
    </ListingStateProvider>
  );
}

function ListingScreen({ input }: { readonly input: RenderInput }) {
  const { url, locale, page, now } = input;
  const { config } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const moreBelow = useAtomValue(moreOffersBelowAtom);
  const navigate = useListNavigation();
  const accounts = candidateAccountsOn(input);
  // Once the candidate changed the filters the page is a list URL, whatever address it opened at.
  const listUrl = input.alternates !== undefined || filters !== input.filters;
  const alternates = listUrl
    ? {
        pl: filtersToUrl({ ...filters, from: 0 }, config, 'pl'),
        en: filtersToUrl({ ...filters, from: 0 }, config, 'en'),
      }
    : undefined;
  const currentUrl = listUrl ? filtersToUrl(filters, config, locale) : url;
  // The list's own URL in the codec's words is what an alert saves (the window is not part of it).
  const searchUrl = jobAlertsOn(input) ? filtersToUrl({ ...filters, from: 0 }, config, locale) : null;
  return (
    <PageShell
      input={{ ...input, url: currentUrl, ...(alternates ? { alternates } : {}) }}
      skipLabel="app.skipToOffers"
      maxWidth="lg"
      // Spec §2, §4: the footer waits for the list's end, and gives way to the map on small screens.
      footer={moreBelow ? 'hidden' : filters.showMap ? 'desktop' : 'shown'}
      // The salary filter is read in the list's currency: another currency starts the list again.
      currency={{
        value: filters.currency,
        onChange: (currency) => navigate({ ...restarted(filters), currency }),
      }}
      after={
        <>
          <MailLinkDialogs url={url} locale={locale} accounts={accounts} alerts={searchUrl !== null} />
          <LazyMount when={searchUrl !== null && config.featureFlags.enableHorizontalPopup}>
            <HorizontalPopup />
          </LazyMount>
        </>
      }
    >
      <ListingPage
        firstPage={page}
        firstFilters={input.filters}
        now={now}
        employerHref={employerHref}
        search={<SearchBarIsland dependsOn={filters} />}
        actions={searchUrl !== null && <SubscribeButton filters={filters} searchUrl={searchUrl} />}
      />
    </PageShell>
  );
}
