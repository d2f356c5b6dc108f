import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { CompanyUser } from './types';

export const UserStatusField = (_props: FieldProps<CompanyUser>) => {
  const user = useRecordContext<CompanyUser>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Chip
      size="small"
      variant={user.status === 'active' ? 'filled' : 'outlined'}
      color={user.status === 'active' ? 'success' : 'warning'}
      label={translate(`resources.users.statuses.${user.status}`, { _: user.status })}
    />
  );
};
