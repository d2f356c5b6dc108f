import type { CategoryConfig } from '@tablica/domain/tenant-config/types';
import { useAtomValue } from 'jotai';
import { PlainIcon } from '../../../components/plain-icon';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { chooseCategory, mainCategories, redirectHref } from '../category-choice';
import { useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { listingIcons } from './listing-icons';
import { listing } from './listing-styles';

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
    <nav aria-label={t('filters.categories')} className={listing.categories}>
      <ul className={listing.categoryList}>
        {mainCategories(config)
          .filter((category) => category.isMain)
          .map((category) => (
            <li key={category.key}>
              <button
                type="button"
                className={listing.choice}
                aria-pressed={filters.category === category.key}
                onClick={() => pick(category)}
              >
                {category.label[locale]}
              </button>
            </li>
          ))}
      </ul>
      <button type="button" className={listing.text} onClick={onShowAll}>
        <span className={listing.startIcon}>
          <PlainIcon path={listingIcons.apps} />
        </span>
        {t('filters.allCategories')}
      </button>
    </nav>
  );
}
