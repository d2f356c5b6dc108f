import type { ListFilters } from '@tablica/domain/listing/filters';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import { useId, useMemo, type ReactNode } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useOfferPages } from '../hooks/use-offer-pages';
import { LoadMore } from './load-more';
import { NoOffers } from './no-offers';
import { OfferCard } from './offer-card';
import { OfferCardSkeleton } from './offer-card-skeleton';

const loadingPlaceholders = 3;

interface OfferListingProps {
  readonly firstPage: CursorPage<OfferListItem>;
  /** The filters the first page was found with; later windows ask for the same. */
  readonly filters: ListFilters;
  readonly locale: Locale;
  /** ISO time of the request, so 'New' labels match between server and browser. */
  readonly now: string;
  readonly employerHref: string;
  /** What the page offers to do with this list (subscribe to its alerts), beside the heading. */
  readonly actions?: ReactNode;
}

/** The offer count heading, the offers so far and the way to the next page. */
export function OfferListing({ firstPage, filters, locale, now, employerHref, actions }: OfferListingProps) {
  const t = useTranslate();
  const headingId = useId();
  const { offers, totalItems, next, status, lastLoadedCount, loadMore } = useOfferPages(
    firstPage,
    filters,
    locale,
  );
  const nowDate = useMemo(() => new Date(now), [now]);
  const loading = status === 'loading';

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          mb: { xs: 2, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <div>
          <Typography variant="h1" id={headingId} sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' } }}>
            {t('listing.heading', { n: totalItems, count: formatCount(totalItems) })}
          </Typography>
          {offers.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('listing.subheading')}
            </Typography>
          )}
        </div>
        {actions}
      </Box>

      {offers.length === 0 && next === null ? (
        <NoOffers employerHref={employerHref} />
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('listing.listLabel')}
            aria-busy={loading}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.25, sm: 1.5 } }}
          >
            {offers.map((offer) => (
              <li key={offer.guid}>
                <OfferCard offer={offer} now={nowDate} />
              </li>
            ))}
            {loading &&
              Array.from({ length: loadingPlaceholders }, (_, index) => (
                <li key={`placeholder-${index}`} aria-hidden>
                  <OfferCardSkeleton />
                </li>
              ))}
          </Box>
          <LoadMore
            shown={offers.length}
            total={totalItems}
            hasMore={next !== null}
            status={status}
            lastLoadedCount={lastLoadedCount}
            onLoadMore={loadMore}
          />
        </>
      )}
    </Box>
  );
}
