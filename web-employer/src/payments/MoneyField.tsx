import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { formatMoney } from './money';

/** An amount in minor units of the record's `currency`. */
export const MoneyField = ({ source }: FieldProps & { source: 'net' | 'tax' | 'gross' }) => {
  const record = useRecordContext<{ net: number; tax: number; gross: number; currency: string }>();
  const locale = useIntlLocale();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(record[source], record.currency, locale)}
    </Typography>
  );
};
MoneyField.textAlign = 'right';
