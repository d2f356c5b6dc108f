import Typography from '@mui/material/Typography';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** "12 345 job offers": the count in the spec's Finnish grouping, in both languages (spec §9). */
export function CounterHeading({ id, total }: { readonly id: string; readonly total: number }) {
  const t = useTranslate();
  return (
    <Typography variant="h1" id={id} sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' } }}>
      {t('listing.heading', { n: total, count: formatCount(total) })}
    </Typography>
  );
}
