import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRedirect, useTranslate } from 'react-admin';

/**
 * The wizard's bottom navigation (spec §2: height 56, back, save-and-exit draft, dismiss, next), kept
 * in view at the bottom of the page; on phones the labels shorten to icons with their names.
 */
export const WizardNavigation = ({
  onBack,
  onSaveDraft,
  onNext,
  nextLabel = 'offerWizard.actions.next',
  busy = false,
  dirty = false,
  hideNext = false,
}: {
  onBack?: (() => void) | undefined;
  onSaveDraft?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  nextLabel?: string | undefined;
  busy?: boolean;
  dirty?: boolean;
  hideNext?: boolean;
}) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const dismiss = () => (dirty ? setConfirming(true) : redirect('/offers'));
  return (
    <Paper
      component="nav"
      aria-label={translate('offerWizard.steps.form')}
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 3,
        zIndex: 2,
        minHeight: 56,
        px: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {onBack ? (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={busy}>
          {translate('offerWizard.actions.back')}
        </Button>
      ) : null}
      <Button
        startIcon={<CloseIcon />}
        onClick={dismiss}
        disabled={busy}
        color="inherit"
        aria-label={translate('offerWizard.actions.dismiss')}
        sx={{ '& .label': { display: { xs: 'none', sm: 'inline' } } }}
      >
        <span className="label">{translate('offerWizard.actions.dismiss')}</span>
      </Button>
      <Box sx={{ flex: 1 }} />
      {onSaveDraft ? (
        <Button
          startIcon={<SaveIcon />}
          onClick={onSaveDraft}
          disabled={busy}
          aria-label={translate('offerWizard.actions.saveDraft')}
          sx={{ '& .label': { display: { xs: 'none', sm: 'inline' } } }}
        >
          <span className="label">{translate('offerWizard.actions.saveDraft')}</span>
        </Button>
      ) : null}
      {onNext && !hideNext ? (
        <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={onNext} disabled={busy}>
          {translate(nextLabel)}
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming}
        title="offerWizard.messages.dismissTitle"
        content="offerWizard.messages.dismissContent"
        onConfirm={() => redirect('/offers')}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
};
