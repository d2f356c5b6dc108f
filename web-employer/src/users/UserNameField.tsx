import { Box } from '@mui/material';
import { useGetIdentity, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { CompanyUser } from './types';

/** The user's name; the signed-in user's own row says so. */
export const UserNameField = (_props: FieldProps<CompanyUser>) => {
  const user = useRecordContext<CompanyUser>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <span>
      {user.name}
      {identity?.id === user.id ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          ({translate('resources.users.helpers.you')})
        </Box>
      ) : null}
    </span>
  );
};
