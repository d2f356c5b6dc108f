import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const chipColor: Readonly<Record<string, ChipProps['color']>> = {
  summary: 'warning',
  scheduled: 'info',
  published: 'success',
  deleted: 'error',
};

/** An offer's status in the audit, deleted ones included (the employer's lists never show those). */
export const AuditStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'published' ? 'filled' : 'outlined'}
      color={chipColor[status] ?? 'default'}
      label={translate(`audit.statuses.${status}`, { _: status })}
    />
  );
};
