import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n/use-translate';
import { addAlertHash } from '../job-alerts/components/subscribe-button';
import { bottomBarHeight } from './bottom-bar';
import { claimHorizontalPopup } from './horizontal-popup-limits';

/** After the list has painted: the bar never competes with the first offers for attention. */
export const horizontalPopupDelayMs = 1500;

/**
 * The horizontal popup (spec §1 flag `enableHorizontalPopup`, §4 limits): a bar along the bottom of
 * the list inviting the reader to have offers like these sent by e-mail; its button opens the alert
 * form (`#add-alert`). It takes no focus and covers nothing a reader needs; Close hides it.
 */
export function HorizontalPopup() {
  const t = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(claimHorizontalPopup()), horizontalPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const bar = useRef<HTMLElement>(null);
  // Its height for what else sits at the bottom of the screen (the survey card stands above it).
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement.style;
    if (!open || !element) return;
    const measure = () => root.setProperty(bottomBarHeight, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(bottomBarHeight);
    };
  }, [open]);
  return (
    <Slide direction="up" in={open} mountOnEnter unmountOnExit>
      <Paper
        ref={bar}
        component="aside"
        aria-labelledby={titleId}
        elevation={8}
        square
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.snackbar }}
      >
        <Container
          maxWidth="lg"
          sx={{
            position: 'relative',
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 2 },
            flexWrap: 'wrap',
          }}
        >
          <NotificationsActiveOutlined
            aria-hidden
            color="primary"
            sx={{ display: { xs: 'none', sm: 'block' } }}
          />
          <Box sx={{ flex: '1 1 260px', minWidth: 0, pr: { xs: 5, sm: 0 } }}>
            <Typography id={titleId} sx={{ fontWeight: 650 }}>
              {t('horizontalPopup.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('horizontalPopup.body')}
            </Typography>
          </Box>
          <Button
            variant="contained"
            href={addAlertHash}
            onClick={() => setOpen(false)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('horizontalPopup.cta')}
          </Button>
          {/* Top right on a phone, where the text and the button take a line each. */}
          <IconButton
            onClick={() => setOpen(false)}
            aria-label={t('apply.close')}
            edge="end"
            sx={{ position: { xs: 'absolute', sm: 'static' }, top: 8, right: 16 }}
          >
            <CloseIcon />
          </IconButton>
        </Container>
      </Paper>
    </Slide>
  );
}
