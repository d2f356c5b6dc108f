import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** Phones: the sheets rise from the bottom; wider screens: a 544 px panel on the right (spec §2, §9). */
export const phoneQuery = '(max-width:599.95px)';

interface SideSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** The title's element, for a sheet that moves the focus to it (tabIndex -1). */
  readonly titleRef?: Ref<HTMLElement>;
  readonly children: ReactNode;
  /** Beside the content, inside the sheet's paper (a snackbar that the modal would otherwise hide). */
  readonly after?: ReactNode;
}

/**
 * The apply side of the offer page (spec §2 "Apply"): a labelled dialog with its title, a line under
 * it and Close, as a bottom sheet on phones and a right-hand panel elsewhere.
 */
export function SideSheet({ open, onClose, title, subtitle, titleRef, children, after }: SideSheetProps) {
  const t = useTranslate();
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const titleId = useId();
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: phone
            ? { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 544 },
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography
              ref={titleRef}
              id={titleId}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: '1.375rem', outline: 'none' }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          <IconButton onClick={onClose} aria-label={t('apply.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
      </Box>
      {after}
    </Drawer>
  );
}
