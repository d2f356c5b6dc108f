import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OrderRow, OrderStatus } from './types';

const chipColor: Record<OrderStatus, ChipProps['color']> = {
  placed: 'default',
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  refunded: 'info',
};

export const OrderStatusField = (_props: FieldProps<OrderRow>) => {
  const record = useRecordContext<OrderRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'paid' ? 'filled' : 'outlined'}
      color={chipColor[record.status] ?? 'default'}
      label={translate(`resources.orders.statuses.${record.status}`, { _: record.status })}
    />
  );
};
