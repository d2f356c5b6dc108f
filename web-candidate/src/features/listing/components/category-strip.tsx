import AppsRounded from '@mui/icons-material/AppsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { CategoryConfig } from '@tablica/domain/tenant-config/types';
import { useAtomValue } from 'jotai';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { chooseCategory, mainCategories, redirectHref } from '../category-choice';
import { useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

/**
 * Desktop: the main categories (`isMain`) in one scrollable row and the way to all of them (spec §2
 * category strip). A static category opens its sister board in a new window.
 */
export function CategoryStrip({ onShowAll }: { readonly onShowAll: () => void }) {
  const t = useTranslate();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const pick = (category: CategoryConfig) => {
    const href = redirectHref(category, window.location);
    if (href !== null) window.open(href, '_blank', 'noopener');
    else navigate(chooseCategory(filters, category));
  };
  return (
    <Box
      component="nav"
      aria-label={t('filters.categories')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0.5,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          flex: 1,
        }}
      >
        {mainCategories(config)
          .filter((category) => category.isMain)
          .map((category) => {
            const selected = filters.category === category.key;
            return (
              <li key={category.key}>
                <Chip
                  label={category.label[locale]}
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => pick(category)}
                  sx={{ bgcolor: selected ? undefined : 'background.paper' }}
                />
              </li>
            );
          })}
      </Box>
      <Button size="small" startIcon={<AppsRounded />} onClick={onShowAll} sx={{ whiteSpace: 'nowrap' }}>
        {t('filters.allCategories')}
      </Button>
    </Box>
  );
}
