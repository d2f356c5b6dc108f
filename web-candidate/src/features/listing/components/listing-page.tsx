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
    // One column no wider than the screen: a grid column's minimum is otherwise its widest item's
    // (the search field's input), which pushed a 360 px phone's page 29 px sideways.
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 1.5, sm: 2 } }}
    >
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
      <Box
        sx={{
          mt: { xs: 0.5, sm: 1 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <CounterHeading id={headingId} total={list.total} />
        {actions}
      </Box>
      <Box
        sx={
          filters.showMap
            ? {
                display: { md: 'grid' },
                gridTemplateColumns: {
                  md: 'minmax(0, 1fr) minmax(0, 1fr)',
                  lg: 'minmax(0, 3fr) minmax(0, 2fr)',
                },
                gap: 2,
                alignItems: 'start',
              }
            : undefined
        }
      >
        <Box sx={{ minWidth: 0 }}>
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
        </Box>
        <MapPane />
      </Box>
      <LazyDialog which="moreFilters" open={moreOpen} onClose={closeMore} />
      <LazyDialog which="location" open={locationOpen} onClose={closeLocation} />
      <LazyDialog which="categories" open={categoriesOpen} onClose={closeCategories} />
    </Box>
  );
}
