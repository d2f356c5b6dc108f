import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OfferRow } from './types';

const day = 24 * 60 * 60 * 1000;

/** Whole days a live offer still has (0 on its last day); null for an offer that is not live. */
export function daysLeft(offer: Pick<OfferRow, 'status' | 'expiredAt'>, now: Date): number | null {
  if (offer.status !== 'published' || !offer.expiredAt) return null;
  return Math.max(0, Math.floor((Date.parse(offer.expiredAt) - now.getTime()) / day));
}

/**
 * The employer dashboard's numbers for one offer (spec §2/§3): views of the last 7 days, applications,
 * and for a live offer the days and bumps it has left.
 */
export function offerStatistics(
  translate: (key: string, options?: Record<string, unknown>) => string,
  offer: OfferRow,
  now: Date,
): string[] {
  const left = daysLeft(offer, now);
  return [
    translate('resources.offers.statistics.views', { smart_count: offer.views ?? 0 }),
    translate('resources.offers.statistics.applications', { smart_count: offer.applications ?? 0 }),
    ...(left === null
      ? []
      : [
          left === 0
            ? translate('resources.offers.statistics.endsToday')
            : translate('resources.offers.statistics.daysLeft', { smart_count: left }),
          translate('resources.offers.statistics.bumpsLeft', { smart_count: offer.bumpsLeft ?? 0 }),
        ]),
  ];
}

/** The offer row's statistics, one per line (the list's column; the phone list joins them). */
export const OfferStatisticsField = (props: FieldProps<OfferRow> & { readonly now?: Date }) => {
  const record = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack component="span" spacing={0}>
      {offerStatistics(translate, record, props.now ?? new Date()).map((line) => (
        <Typography key={line} component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
};
