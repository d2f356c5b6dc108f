import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { Children, useId, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface ApplySuccessProps {
  /** The address the confirmation went to. */
  readonly email: string;
  readonly onBack: () => void;
  /** The look-alike offers' cards (spec §2), or nothing while there are none. */
  readonly lookalikes?: ReactNode;
  /** Opens the board's sign-up; given only to a visitor who is not signed in (spec §4). */
  readonly onCreateAccount?: () => void;
}

/** "Application Confirmation" (spec §2 Apply, §4): the confirmation, an account invitation, look-alikes. */
export function ApplySuccess({ email, onBack, lookalikes, onCreateAccount }: ApplySuccessProps) {
  const t = useTranslate();
  const bannerId = useId();
  const lookalikesId = useId();
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('apply.success.body', { email })}
        </Alert>
        <Button variant="contained" onClick={onBack}>
          {t('apply.success.back')}
        </Button>
      </Stack>
      {onCreateAccount && (
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={bannerId}
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
            <Typography id={bannerId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('apply.success.accountTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('apply.success.accountBody')}
            </Typography>
            <Button variant="outlined" size="small" onClick={onCreateAccount}>
              {t('apply.success.accountCreate')}
            </Button>
          </Box>
        </Paper>
      )}
      {Children.toArray(lookalikes).length > 0 && (
        <Box component="section" aria-labelledby={lookalikesId}>
          <Typography id={lookalikesId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
            {t('apply.success.lookalikes')}
          </Typography>
          <Box sx={lookalikesSx}>{lookalikes}</Box>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The board's offer cards arrange themselves by the viewport; in the 544 px side panel of a wide
 * screen their one-row header (title, "new", salary) would overlap, so there they stack as on a phone.
 */
const lookalikesSx = (theme: Theme) =>
  ({
    display: 'grid',
    gap: 1.5,
    [theme.breakpoints.up('sm')]: {
      '& > article': {
        gridTemplateColumns: '56px minmax(0, 1fr)',
        gridTemplateAreas: '"logo title" "logo salary" "logo meta" "logo skills"',
      },
      '& > article > *': { justifySelf: 'stretch', textAlign: 'left' },
    },
  }) as const;
