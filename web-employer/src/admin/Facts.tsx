import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled fact of a `<dl>`: an event's time or actor, a field of the offer's state. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** Recorded data as indented JSON in a scrollable block the keyboard can reach. */
export const JsonBlock = ({
  value,
  label,
  maxHeight,
}: {
  value: unknown;
  label: string;
  maxHeight: number;
}) => (
  <Box
    component="pre"
    tabIndex={0}
    aria-label={label}
    sx={{
      m: 0,
      p: 1,
      maxHeight,
      overflow: 'auto',
      bgcolor: 'action.hover',
      borderRadius: 1,
      fontSize: '0.8rem',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    }}
  >
    {JSON.stringify(value, null, 2)}
  </Box>
);
