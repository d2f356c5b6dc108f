import { useAtomValue } from 'jotai';
import { PlainIcon } from '../../../components/plain-icon';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { filterChips } from '../filter-labels';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { listingIcons } from './listing-icons';
import { listing } from './listing-styles';

/** Phones: every chosen filter as a removable chip (spec §2); removing one writes the address. */
export function FilterChips() {
  const t = useTranslate();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const chips = filterChips(filters, config, locale, t);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('filters.chipsLabel')} className={listing.chips}>
      {chips.map((chip) => {
        const remove = () => navigate(restarted(chip.without));
        return (
          <li key={chip.key}>
            {/* As MUI's deletable Chip: a click, Enter, Space, Backspace or Delete removes it. */}
            <button
              type="button"
              className={listing.removable}
              aria-label={t('filters.removeChip', { label: chip.label })}
              onClick={remove}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' || event.key === 'Delete') remove();
              }}
            >
              <span className={listing.ellipsis}>{chip.label}</span>
              <PlainIcon path={listingIcons.remove} className={listing.remove} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
