import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A page whose data did not load: what went wrong and a way to try again. */
export const LoadFailed = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : 'errors.sthWentWrong';
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={retry}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate(message, { _: translate('errors.sthWentWrong') })}
    </Alert>
  );
};
