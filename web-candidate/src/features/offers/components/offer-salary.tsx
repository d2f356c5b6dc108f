import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { salaryPeriodMessage } from './offer-messages';

type EmploymentType = OfferListItem['employmentTypes'][number];

/** "20 000 – 28 000 PLN /month net"; nothing when the offer names no lower bound (spec §4). */
export function OfferSalary({ employmentType }: { readonly employmentType: EmploymentType | undefined }) {
  const t = useTranslate();
  if (employmentType === undefined || employmentType.from === null) return null;

  const { from, to, currency, unit, gross } = employmentType;
  const amount =
    to === null
      ? t('offer.salary.from', { from: formatCount(from), currency })
      : t('offer.salary.range', { from: formatCount(from), to: formatCount(to), currency });
  const terms = t('offer.salary.terms', {
    period: t(salaryPeriodMessage[unit]),
    amountType: t(gross ? 'offer.salary.gross' : 'offer.salary.net'),
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75 }}>
      <Typography
        component="span"
        sx={{ fontWeight: 700, color: 'success.dark', fontSize: '1rem', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {terms}
      </Typography>
    </Box>
  );
}
