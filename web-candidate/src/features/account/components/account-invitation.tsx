import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { useId } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

/**
 * The invitation a guest gets after applying, by the form or on the company's own page (spec §4):
 * what an account gives them, and a button to the board's sign-up.
 */
export function AccountInvitation({ onCreateAccount }: { readonly onCreateAccount: () => void }) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        bgcolor: 'action.hover',
      }}
    >
      <PersonAddAltOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('account.invitation.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('account.invitation.body')}
        </Typography>
        <Button variant="outlined" size="small" onClick={onCreateAccount}>
          {t('account.invitation.create')}
        </Button>
      </Box>
    </Paper>
  );
}
