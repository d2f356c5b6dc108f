import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { ownTexts } from '../../lib/i18n/own-texts';
import { bottomBarHeight } from './bottom-bar';
import { closeSurvey, surveyClosed, surveyDelayMs, surveyPhoneQuery } from './survey-popup-rules';

const useTexts = ownTexts({
  en: {
    title: 'Help us improve the board',
    body: 'Answer a few questions about looking for work here. It takes two minutes.',
    open: 'Take the survey',
    close: 'Close',
  },
  pl: {
    title: 'Pomóż nam ulepszyć serwis',
    body: 'Odpowiedz na kilka pytań o szukanie pracy u nas. To zajmie dwie minuty.',
    open: 'Wypełnij ankietę',
    close: 'Zamknij',
  },
});

/**
 * The survey popup (spec §2 "Optional survey popup", §4 delays and cookie): a card in the corner
 * inviting to the brand's survey (`surveyUrl` of the tenant config), 500 ms after the page on a phone
 * and 2500 ms on a wider screen; closing it or opening the survey hides it for a year. No focus is
 * taken and nothing a reader needs is covered.
 */
export function SurveyPopup({ url }: { readonly url: string }) {
  const own = useTexts();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (surveyClosed(document.cookie)) return;
    const phone = window.matchMedia?.(surveyPhoneQuery).matches ?? false;
    const timer = window.setTimeout(() => setOpen(true), phone ? surveyDelayMs.phone : surveyDelayMs.desktop);
    return () => window.clearTimeout(timer);
  }, []);
  const close = () => {
    closeSurvey();
    setOpen(false);
  };
  return (
    <Slide direction="up" in={open} mountOnEnter unmountOnExit>
      <Paper
        component="aside"
        aria-labelledby={titleId}
        elevation={8}
        sx={{
          position: 'fixed',
          left: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 'auto' },
          bottom: {
            xs: `calc(8px + var(${bottomBarHeight}, 0px))`,
            sm: `calc(24px + var(${bottomBarHeight}, 0px))`,
          },
          maxWidth: { sm: 360 },
          p: 2,
          pr: 6,
          borderRadius: 3,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id={titleId} sx={{ fontWeight: 650 }}>
            {own('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {own('body')}
          </Typography>
          <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
            {own('open')}
          </Button>
        </Stack>
        <IconButton onClick={close} aria-label={own('close')} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon />
        </IconButton>
      </Paper>
    </Slide>
  );
}

export default SurveyPopup;
