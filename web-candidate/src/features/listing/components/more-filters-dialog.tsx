import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { getCount } from '../api/list-api';
import { moreFiltersCount, withoutMoreFilters } from '../filter-labels';
import { useDebouncedEffect } from '../hooks/use-debounced-effect';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { OptionGroup } from './option-group';
import { SalaryFilter } from './salary-filter';

/** Spec §9: the open drawer writes the address 1 s after the last change; the count preview follows 500 ms after one. */
export const autoUpdateMs = 1_000;
export const countPreviewMs = 500;

interface MoreFiltersDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * More filters (spec §2, §4): salary, the salary and remote switches, employment types, experience,
 * working time, workplace, Ukraine-friendly. Changes reach the address 1 s after the last one (the
 * history entry replaced); "Show offers" applies at once and closes; "Clear filters" is disabled when
 * none is set. Full screen on phones.
 */
export default function MoreFiltersDialog({ open, onClose }: MoreFiltersDialogProps) {
  const t = useTranslate();
  const titleId = useId();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<ListFilters>(filters);
  const [dirty, setDirty] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  // Each opening starts from the list's filters.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(filters);
      setDirty(false);
    }
  }

  const change = (patch: Partial<ListFilters>) => {
    setDraft((current) => restarted({ ...current, ...patch }));
    setDirty(true);
  };

  useDebouncedEffect(() => navigate(draft, 'replace'), [draft], autoUpdateMs, open && dirty);
  useDebouncedEffect(
    () => {
      const controller = new AbortController();
      getCount(draft, locale, controller.signal).then(setCount, () => setCount(null));
      return () => controller.abort();
    },
    [draft],
    countPreviewMs,
    open,
  );

  const apply = () => {
    navigate(draft, 'replace');
    onClose();
  };
  const currency = draft.currency ?? config.baseCurrency;
  const workplaceOn = config.featureFlags.enableWorkplaceFilter;

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
          {t('filters.moreFilters')}
        </Box>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <SalaryFilter
          config={config}
          value={draft.salary}
          currency={currency}
          onChange={(salary) => change({ salary })}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.withSalary}
                onChange={(event) => change({ withSalary: event.target.checked })}
              />
            }
            label={t('filters.withSalary')}
          />
          <FormControlLabel
            control={
              <Switch checked={draft.remote} onChange={(event) => change({ remote: event.target.checked })} />
            }
            label={t('filters.remote')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.ukraineFriendly}
                onChange={(event) => change({ ukraineFriendly: event.target.checked })}
              />
            }
            label={t('filters.ukraineFriendly')}
          />
        </Box>
        <Divider />
        <OptionGroup
          title={t('filters.employmentTypes')}
          options={config.employmentTypes}
          chosen={draft.employmentTypes}
          locale={locale}
          onChange={(employmentTypes) => change({ employmentTypes })}
        />
        <OptionGroup
          title={t('filters.experienceLevels')}
          options={config.experienceLevels}
          chosen={draft.experienceLevels}
          locale={locale}
          onChange={(experienceLevels) => change({ experienceLevels })}
        />
        <OptionGroup
          title={t('filters.workingTimes')}
          options={config.workingTimes}
          chosen={draft.workingTimes}
          locale={locale}
          onChange={(workingTimes) => change({ workingTimes })}
        />
        {workplaceOn && (
          <OptionGroup
            title={t('filters.remoteWorkOptions')}
            options={config.remoteWorkOptions}
            chosen={draft.remoteWorkOptions}
            locale={locale}
            onChange={(remoteWorkOptions) => change({ remoteWorkOptions })}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
        <Button disabled={moreFiltersCount(draft) === 0} onClick={() => change(withoutMoreFilters(draft))}>
          {t('filters.clear')}
        </Button>
        <Button variant="contained" onClick={apply} aria-live="polite">
          {count === null
            ? t('filters.showOffersPlain')
            : t('filters.showOffers', { n: count, count: formatCount(count) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
