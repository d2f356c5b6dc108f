import CloseRounded from '@mui/icons-material/CloseRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CityConfig } from '@tablica/domain/tenant-config/types';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom, recentLocationsAtom, rememberLocation } from '../state/listing-atoms';

/** Spec §3 location option: its group decides where it is listed. */
interface LocationOption {
  readonly city: CityConfig;
  readonly group: 'lastSearch' | 'top' | 'list';
}

const groupTitle = {
  lastSearch: 'filters.lastLocations',
  top: 'filters.topCities',
  list: 'filters.citiesGroup',
} as const;

/**
 * The location modal (spec §2): one city from the list (no free text, "No options" when nothing
 * matches), the radius around it, the popular cities as buttons; "Show offers" goes to the city's
 * address keeping the other filters (without `from`), "Clear filters" drops city and radius.
 */
export default function LocationDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const t = useTranslate();
  const titleId = useId();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const [recent, setRecent] = useAtom(recentLocationsAtom);
  const navigate = useListNavigation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [city, setCity] = useState<string | null>(filters.city);
  const [radius, setRadius] = useState<number>(filters.radiusKm ?? 0);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCity(filters.city);
      setRadius(filters.radiusKm ?? 0);
    }
  }

  const options = useMemo<LocationOption[]>(() => {
    const bySlug = new Map(config.cities.map((item) => [item.slug, item]));
    const recentCities = recent.flatMap((slug) => {
      const found = bySlug.get(slug);
      return found ? [{ city: found, group: 'lastSearch' as const }] : [];
    });
    const sorted = [...config.cities].sort((a, b) => a.label[locale].localeCompare(b.label[locale], locale));
    return [
      ...recentCities,
      ...sorted.filter((item) => item.top).map((item) => ({ city: item, group: 'top' as const })),
      ...sorted.filter((item) => !item.top).map((item) => ({ city: item, group: 'list' as const })),
    ];
  }, [config.cities, recent, locale]);
  const selected = options.find((option) => option.city.slug === city) ?? null;
  const topCities = config.cities.filter((item) => item.top);

  const submit = () => {
    if (city !== null) setRecent(rememberLocation(recent, city));
    navigate({ ...restarted(filters), city, radiusKm: city !== null && radius > 0 ? radius : null });
    onClose();
  };
  const clear = () => {
    setCity(null);
    setRadius(0);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('filters.location')}
        </Box>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Autocomplete
          options={options}
          value={selected}
          onChange={(_, option) => setCity(option?.city.slug ?? null)}
          groupBy={(option) => t(groupTitle[option.group])}
          getOptionLabel={(option) => option.city.label[locale]}
          getOptionKey={(option) => `${option.group}:${option.city.slug}`}
          isOptionEqualToValue={(option, value) => option.city.slug === value.city.slug}
          noOptionsText={t('filters.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('filters.city')}
              placeholder={t('filters.cityPlaceholder')}
              autoFocus
            />
          )}
        />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('filters.topCities')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {topCities.map((item) => (
              <Button
                key={item.slug}
                size="small"
                variant={city === item.slug ? 'contained' : 'outlined'}
                aria-pressed={city === item.slug}
                onClick={() => setCity(city === item.slug ? null : item.slug)}
              >
                {item.label[locale]}
              </Button>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('filters.radius')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={radius}
            disabled={city === null}
            onChange={(_, next: number | null) => next !== null && setRadius(next)}
            aria-label={t('filters.radius')}
            sx={{ flexWrap: 'wrap' }}
          >
            {config.distanceOptions.map((option) => (
              <ToggleButton key={option.slug} value={option.km}>
                {option.label[locale]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
        <Button onClick={clear} disabled={city === null}>
          {t('filters.clear')}
        </Button>
        <Button variant="contained" onClick={submit}>
          {t('filters.showOffersPlain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
