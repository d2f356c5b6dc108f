import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { listing } from './listing-styles';

/** "12 345 job offers": the count in the spec's Finnish grouping, in both languages (spec §9). */
export function CounterHeading({ id, total }: { readonly id: string; readonly total: number }) {
  const t = useTranslate();
  return (
    <h1 id={id} className={listing.heading}>
      {t('listing.heading', { n: total, count: formatCount(total) })}
    </h1>
  );
}
