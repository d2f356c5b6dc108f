import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OfferRow } from './types';

export const OfferStatusField = (_props: FieldProps<OfferRow>) => {
  const record = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'published' ? 'filled' : 'outlined'}
      color={record.status === 'published' ? 'success' : 'default'}
      label={translate(`resources.offers.statuses.${record.status}`, { _: record.status })}
    />
  );
};
