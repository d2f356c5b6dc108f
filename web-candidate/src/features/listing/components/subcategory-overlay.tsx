import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { categoryByKey } from '@tablica/domain/tenant-config/tenant-config';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { getSubcategoryCounts } from '../api/list-api';
import { chooseCategory } from '../category-choice';
import { useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

/**
 * The chosen category's subcategories with how many offers each has under the other filters (spec §2
 * subcategory overlay, counts from `count/categories/{id}`); several may be chosen.
 */
export function SubcategoryOverlay() {
  const t = useTranslate();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const category = filters.category === null ? undefined : categoryByKey(config, filters.category);
  const children = category?.children.filter((child) => !child.static) ?? [];
  const [counts, setCounts] = useState<Readonly<Record<string, number>> | null>(null);

  const categoryKey = category?.key ?? null;
  useEffect(() => {
    if (categoryKey === null || children.length === 0) return;
    const controller = new AbortController();
    getSubcategoryCounts(categoryKey, filters, locale, controller.signal).then(setCounts, () => {
      // Counts are a help, not the list: without them the chips still work.
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counts depend on the filters, not on their object identity
  }, [categoryKey, locale, JSON.stringify({ ...filters, subcategories: [], from: 0 })]);

  if (!category || children.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('filters.subcategories', { category: category.label[locale] })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ width: '100%', fontWeight: 600, color: 'text.secondary' }}>
        {t('filters.subcategories', { category: category.label[locale] })}
      </Typography>
      {children.map((child) => {
        const selected = filters.subcategories.includes(child.key);
        const count = counts?.[child.key];
        const label = child.label[locale];
        return (
          <Chip
            key={child.key}
            size="small"
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            label={count === undefined ? label : t('filters.withCount', { label, count: formatCount(count) })}
            onClick={() => navigate(chooseCategory(filters, child))}
          />
        );
      })}
    </Box>
  );
}
