import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OfferRow, OfferStatus } from './types';

/** Live offers stand out; the ones waiting on the employer are coloured, ended ones stay plain. */
const chipColor: Record<OfferStatus, ChipProps['color']> = {
  draft: 'default',
  summary: 'warning',
  scheduled: 'info',
  published: 'success',
  expired: 'default',
  finished: 'default',
};

export const OfferStatusField = (_props: FieldProps<OfferRow>) => {
  const record = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'published' ? 'filled' : 'outlined'}
      color={chipColor[record.status] ?? 'default'}
      label={translate(`resources.offers.statuses.${record.status}`, { _: record.status })}
    />
  );
};
