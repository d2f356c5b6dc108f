import { Chip, type ChipProps } from '@mui/material';
import type { ApplicationStatus } from '@tablica/domain/applications/application';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { ApplicationRow } from './types';

const chipColor: Record<ApplicationStatus, ChipProps['color']> = {
  new: 'primary',
  seen: 'default',
  in_review: 'info',
  interview: 'secondary',
  offer: 'warning',
  hired: 'success',
  rejected: 'error',
};

export const ApplicationStatusField = (_props: FieldProps<ApplicationRow>) => {
  const record = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'new' ? 'filled' : 'outlined'}
      color={chipColor[record.status] ?? 'default'}
      label={translate(`resources.applications.statuses.${record.status}`, { _: record.status })}
    />
  );
};
