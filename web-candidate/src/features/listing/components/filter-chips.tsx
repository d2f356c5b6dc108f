import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useAtomValue } from 'jotai';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { filterChips } from '../filter-labels';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

/** Phones: every chosen filter as a removable chip (spec §2); removing one writes the address. */
export function FilterChips() {
  const t = useTranslate();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const chips = filterChips(filters, config, locale, t);
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('filters.chipsLabel')}
      sx={{ display: { xs: 'flex', md: 'none' }, flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="small"
            label={chip.label}
            aria-label={t('filters.removeChip', { label: chip.label })}
            onClick={() => navigate(restarted(chip.without))}
            onDelete={() => navigate(restarted(chip.without))}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          />
        </li>
      ))}
    </Box>
  );
}
