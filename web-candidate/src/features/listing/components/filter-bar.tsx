import AppsRounded from '@mui/icons-material/AppsRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { cityBySlug } from '@tablica/domain/tenant-config/tenant-config';
import { useAtomValue } from 'jotai';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { moreFiltersCount } from '../filter-labels';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { MapToggle } from './map-pane';
import { QuickSwitch } from './quick-switch';
import { SortMenu } from './sort-menu';

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
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}
    >
      <Button
        variant="outlined"
        size="small"
        startIcon={<AppsRounded />}
        onClick={onCategories}
        sx={{ display: { md: 'none' }, bgcolor: 'background.paper' }}
      >
        {t('filters.categories')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PlaceOutlined />}
        onClick={onLocation}
        aria-label={`${t('filters.location')}: ${cityLabel}`}
        sx={{ bgcolor: 'background.paper', maxWidth: 220 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {cityLabel}
        </Box>
      </Button>
      <Badge badgeContent={more} color="primary" sx={{ mr: more > 0 ? 1 : 0 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TuneRounded />}
          onClick={onMoreFilters}
          sx={{ bgcolor: 'background.paper' }}
          aria-label={more > 0 ? t('filters.moreFiltersCount', { n: more }) : t('filters.moreFilters')}
        >
          {t('filters.moreFilters')}
        </Button>
      </Badge>
      <QuickSwitch field="withSalary" label="filters.salarySwitch" />
      <QuickSwitch field="remote" label="filters.remoteSwitch" />
      <Box sx={{ flex: 1 }} />
      <MapToggle />
      <SortMenu />
    </Box>
  );
}
