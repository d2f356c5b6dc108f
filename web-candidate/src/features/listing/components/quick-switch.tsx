import type { ListFilters } from '@tablica/domain/listing/filters';
import { useAtomValue } from 'jotai';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { filtersAtom } from '../state/listing-atoms';
import { listing } from './listing-styles';

/** The filter bar's salary and remote switches: each toggles its URL parameter and pushes history (spec §4). */
export function QuickSwitch({
  field,
  label,
}: {
  readonly field: 'withSalary' | 'remote';
  readonly label: MessageId;
}) {
  const t = useTranslate();
  const filters: ListFilters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  return (
    <label className={listing.switch}>
      <input
        type="checkbox"
        role="switch"
        className={listing.switchInput}
        checked={filters[field]}
        onChange={(event) => navigate({ ...restarted(filters), [field]: event.target.checked })}
      />
      {t(label)}
    </label>
  );
}
