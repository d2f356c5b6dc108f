import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Spec §9: the alert's side-bar dialog is 544 px wide. */
const dialogWidth = 544;

interface AlertSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * The alert dialogs' frame (spec §2): a dialog on desktop, a bottom drawer on phones. Both are modal:
 * the focus stays inside, Escape and the backdrop close it (unless it is busy).
 */
export function AlertSheet({ open, onClose, labelledBy, describedBy, busy, children }: AlertSheetProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const close = busy ? undefined : onClose;
  const aria = {
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-busy': busy || undefined,
  } as const;
  if (phone)
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            ...aria,
            sx: { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        {children}
      </Drawer>
    );
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: dialogWidth } } }}
    >
      {children}
    </Dialog>
  );
}
