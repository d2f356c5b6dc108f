import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isFiltered } from '@tablica/domain/listing/filters';
import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { NoOffers } from '../../offers/components/no-offers';
import { useHashDialog } from '../hooks/use-hash-dialog';
import { useAddressFollower } from '../hooks/use-list-navigation';
import { useOfferWindows } from '../hooks/use-offer-windows';
import { boardAtom } from '../state/board-atom';
import { filtersAtom, moreOffersBelowAtom } from '../state/listing-atoms';
import { CategoryStrip } from './category-strip';
import { CounterHeading } from './counter-heading';
import { FilterBarIsland } from './islands';
import { FilterChips } from './filter-chips';
import { LazyDialog } from './listing-dialogs';
import { MapPane } from './map-pane';
import { OfferList } from './offer-list';
import { SubcategoryOverlay } from './subcategory-overlay';
import { listing, ListingStyles } from './listing-styles';

interface ListingPageProps {
  readonly firstPage: CursorPage<OfferListItem>;
  readonly firstFilters: ListFilters;
  readonly now: string;
  readonly employerHref: string;
  /** What the page offers to do with this list (the job-alert entry), beside the heading. */
  readonly actions?: ReactNode;
  /** The search bar, above the filters. */
  readonly search?: ReactNode;
}

/** The listing screen (spec §2 "Listing"): search, categories, filters, sort, counter and the offers. */
export function ListingPage({
  firstPage,
  firstFilters,
  now,
  employerHref,
  actions,
  search,
}: ListingPageProps) {
  const t = useTranslate();
  const headingId = useId();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  useAddressFollower();
  const list = useOfferWindows(firstPage, firstFilters);
  const setMoreBelow = useSetAtom(moreOffersBelowAtom);
  const moreBelow = list.next !== null;
  useEffect(() => setMoreBelow(moreBelow), [moreBelow, setMoreBelow]);
  const [moreOpen, openMore, closeMore] = useHashDialog(config.slugs.moreFilters[locale]);
  const [locationOpen, openLocation, closeLocation] = useHashDialog(config.slugs.location[locale]);
  const [categoriesOpen, openCategories, closeCategories] = useHashDialog(config.slugs.categories[locale]);
  const empty = !list.stale && list.status !== 'loading' && list.total === 0 && list.offers.length === 0;

  return (
    <section aria-labelledby={headingId} className={listing.root}>
      <ListingStyles />
      {search}
      <CategoryStrip onShowAll={openCategories} />
      <SubcategoryOverlay />
      <FilterBarIsland
        dependsOn={filters}
        onCategories={openCategories}
        onLocation={openLocation}
        onMoreFilters={openMore}
      />
      <FilterChips />
      <div className={listing.head}>
        <CounterHeading id={headingId} total={list.total} />
        {actions}
      </div>
      <div className={filters.showMap ? listing.resultsWithMap : listing.results}>
        <div className={listing.list}>
          {empty ? (
            isFiltered(filters) ? (
              <Box
                sx={{
                  textAlign: 'center',
                  py: 6,
                  px: 3,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                }}
              >
                <Typography variant="h2" component="p">
                  {t('listing.noMatch.title')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('listing.noMatch.body')}
                </Typography>
              </Box>
            ) : (
              <NoOffers employerHref={employerHref} />
            )
          ) : (
            <OfferList list={list} now={now} />
          )}
        </div>
        <MapPane />
      </div>
      <LazyDialog which="moreFilters" open={moreOpen} onClose={closeMore} />
      <LazyDialog which="location" open={locationOpen} onClose={closeLocation} />
      <LazyDialog which="categories" open={categoriesOpen} onClose={closeCategories} />
    </section>
  );
}
