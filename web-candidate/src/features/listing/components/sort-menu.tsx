import type { ListSort } from '@tablica/domain/listing/filter-values';
import { useAtomValue } from 'jotai';
import { lazy, useId, useState } from 'react';
import { LazyMount } from '../../../components/lazy-mount';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { filtersAtom } from '../state/listing-atoms';
import { listingIcons } from './listing-icons';
import { listing } from './listing-styles';
import { StartIconButton } from './start-icon-button';

/** Spec §9: published (default), newest, salary descending, salary ascending. */
export const sortOptions: readonly { readonly sort: ListSort; readonly label: MessageId }[] = [
  { sort: { sortBy: 'published', orderBy: 'DESC' }, label: 'sort.published' },
  { sort: { sortBy: 'newest', orderBy: 'DESC' }, label: 'sort.newest' },
  { sort: { sortBy: 'salary', orderBy: 'DESC' }, label: 'sort.salaryDesc' },
  { sort: { sortBy: 'salary', orderBy: 'ASC' }, label: 'sort.salaryAsc' },
];

const SortOptionsMenu = lazy(() => import('./sort-options-menu'));

const same = (a: ListSort, b: ListSort) => a.sortBy === b.sortBy && a.orderBy === b.orderBy;

/** The sort menu: choosing pushes a new address without `from` (spec §4). */
export function SortMenu() {
  const t = useTranslate();
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = sortOptions.find((option) => same(option.sort, filters.sort)) ?? sortOptions[0]!;
  return (
    <>
      <StartIconButton
        icon={listingIcons.sort}
        className={listing.plain}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('sort.label')}: {t(current.label)}
      </StartIconButton>
      <LazyMount when={anchor !== null}>
        <SortOptionsMenu
          id={menuId}
          anchor={anchor}
          options={sortOptions}
          current={current}
          onClose={() => setAnchor(null)}
          onChoose={(option) => {
            setAnchor(null);
            if (!same(option.sort, filters.sort)) navigate({ ...restarted(filters), sort: option.sort });
          }}
        />
      </LazyMount>
    </>
  );
}
