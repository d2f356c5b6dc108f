import { cityBySlug } from '@tablica/domain/tenant-config/tenant-config';
import { useAtomValue } from 'jotai';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { moreFiltersCount } from '../filter-labels';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { listingIcons } from './listing-icons';
import { listing } from './listing-styles';
import { MapToggle } from './map-pane';
import { QuickSwitch } from './quick-switch';
import { SortMenu } from './sort-menu';
import { StartIconButton } from './start-icon-button';

interface FilterBarProps {
  readonly onCategories: () => void;
  readonly onLocation: () => void;
  readonly onMoreFilters: () => void;
}

/** Location, More filters, the salary and remote switches and the sort menu (spec §2 filter bar). */
export function FilterBar({ onCategories, onLocation, onMoreFilters }: FilterBarProps) {
  const t = useTranslate();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
  const more = moreFiltersCount(filters);
  const cityLabel = city
    ? filters.radiusKm !== null
      ? t('filters.cityWithRadius', { city: city.label[locale], km: filters.radiusKm })
      : city.label[locale]
    : t('filters.allCities');
  return (
    <div role="group" aria-label={t('filters.label')} className={listing.filterBar}>
      <StartIconButton
        icon={listingIcons.apps}
        className={`${listing.outlined} ${listing.phonesOnly}`}
        onClick={onCategories}
      >
        {t('filters.categories')}
      </StartIconButton>
      <StartIconButton
        icon={listingIcons.place}
        onClick={onLocation}
        aria-label={`${t('filters.location')}: ${cityLabel}`}
        style={{ maxWidth: 220 }}
      >
        <span className={listing.ellipsis}>{cityLabel}</span>
      </StartIconButton>
      <span className={more > 0 ? listing.badged : undefined}>
        <StartIconButton
          icon={listingIcons.tune}
          onClick={onMoreFilters}
          aria-label={more > 0 ? t('filters.moreFiltersCount', { n: more }) : t('filters.moreFilters')}
        >
          {t('filters.moreFilters')}
        </StartIconButton>
        {more > 0 && (
          <span className={listing.badge} aria-hidden="true">
            {more}
          </span>
        )}
      </span>
      <QuickSwitch field="withSalary" label="filters.salarySwitch" />
      <QuickSwitch field="remote" label="filters.remoteSwitch" />
      <span className={listing.spacer} />
      <MapToggle />
      <SortMenu />
    </div>
  );
}
