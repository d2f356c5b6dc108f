import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { CompanyUser } from './types';

const colors = { owner: 'primary', admin: 'secondary', recruiter: 'default' } as const;

export const UserRoleField = (_props: FieldProps<CompanyUser>) => {
  const user = useRecordContext<CompanyUser>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Chip
      size="small"
      color={colors[user.role]}
      label={translate(`resources.users.roles.${user.role}`, { _: user.role })}
    />
  );
};
