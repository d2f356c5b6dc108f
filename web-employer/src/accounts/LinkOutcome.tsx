import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

/** The page's answer while a link from an e-mail is being checked. */
export const LinkPending = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3 }}>
      <CircularProgress size={28} />
      <Typography>{translate(message)}</Typography>
    </Box>
  );
};

/** Done: what happened and the way to sign in. */
export const LinkSucceeded = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="success" icon={<CheckCircleIcon />} sx={{ my: 2 }} role="status">
        {translate(message)}
      </Alert>
      <Button
        component={Link}
        to="/login"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<LoginIcon />}
      >
        {translate('accounts.actions.signIn')}
      </Button>
    </>
  );
};

/** The link was bad or expired. */
export const LinkFailed = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ my: 2 }} role="alert">
      {translate(message)}
    </Alert>
  );
};
