import { categoryByKey } from '@tablica/domain/tenant-config/tenant-config';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTextsAfterHydration } from '../../../lib/i18n/use-texts-after-hydration';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { getSubcategoryCounts } from '../api/list-api';
import { chooseCategory } from '../category-choice';
import { useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { listing } from './listing-styles';

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
  useTextsAfterHydration('filters.withCount');

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
  const title = t('filters.subcategories', { category: category.label[locale] });
  return (
    <div role="group" aria-label={title} className={listing.subcategories}>
      <p className={listing.subcategoriesTitle}>{title}</p>
      {children.map((child) => {
        const count = counts?.[child.key];
        const label = child.label[locale];
        return (
          <button
            key={child.key}
            type="button"
            className={listing.choiceSmall}
            aria-pressed={filters.subcategories.includes(child.key)}
            onClick={() => navigate(chooseCategory(filters, child))}
          >
            {count === undefined ? label : t('filters.withCount', { label, count: formatCount(count) })}
          </button>
        );
      })}
    </div>
  );
}
