import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { jobAlertFrequencies, type JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { useId } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { TileFrame } from './tile-frame';
import type { SavedSearch } from '../api/job-alerts-api';
import { ConsentTrail } from './consent-trail';
import { frequencyLabel } from './frequency-field';

interface SavedSearchTileProps {
  readonly search: SavedSearch;
  readonly locale: Locale;
  readonly busy: boolean;
  readonly onOpen: () => void;
  readonly onAlert: (on: boolean) => void;
  readonly onFrequency: (frequency: JobAlertFrequency) => void;
  readonly onDelete: () => void;
}

/** One saved search: its name and new offers, the way to them, its e-mail alert and how often, delete. */
export function SavedSearchTile({
  search,
  locale,
  busy,
  onOpen,
  onAlert,
  onFrequency,
  onDelete,
}: SavedSearchTileProps) {
  const t = useTranslate();
  const frequencyId = useId();
  const alert = search.jobAlert;
  return (
    <TileFrame name={search.filterName} busy={busy} onDelete={onDelete}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={search.count > 0 ? 'primary' : 'default'}
          label={
            search.count > 0
              ? t('jobAlerts.newOffers', { n: search.count, count: formatCount(search.count) })
              : t('jobAlerts.noNewOffers')
          }
        />
        {alert?.status === 'pending' && (
          <Chip size="small" color="warning" variant="outlined" label={t('jobAlerts.saved.pending')} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          size="small"
          href={search.searchUrl}
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
        >
          {t('jobAlerts.saved.open')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={alert !== null}
              disabled={busy}
              onChange={(event) => onAlert(event.target.checked)}
            />
          }
          label={t('jobAlerts.saved.alert')}
        />
        {alert && (
          <FormControl size="small" sx={{ minWidth: 220 }} disabled={busy}>
            <InputLabel id={frequencyId}>{t('jobAlerts.field.frequency')}</InputLabel>
            <Select
              labelId={frequencyId}
              label={t('jobAlerts.field.frequency')}
              value={alert.frequency}
              onChange={(event) => onFrequency(event.target.value as JobAlertFrequency)}
            >
              {jobAlertFrequencies.map((frequency) => (
                <MenuItem key={frequency} value={frequency}>
                  {t(frequencyLabel[frequency])}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Box>
      <ConsentTrail entries={search.consent ?? []} locale={locale} />
    </TileFrame>
  );
}
