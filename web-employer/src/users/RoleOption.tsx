import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RoleChoice } from './choices';

/** A role to pick, with what it may do. */
export const RoleOption = () => {
  const choice = useRecordContext<RoleChoice>();
  const translate = useTranslate();
  if (!choice) return null;
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" variant="body1" sx={{ display: 'block' }}>
        {translate(choice.name)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`resources.users.roleHelpers.${choice.id}`)}
      </Typography>
    </Box>
  );
};
