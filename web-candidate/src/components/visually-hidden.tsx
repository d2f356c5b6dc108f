import Box, { type BoxProps } from '@mui/material/Box';

/** Present for screen readers, invisible on screen: as `sx`, or as CSS in a stylesheet (`frame-styles`). */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Present for screen readers, invisible on screen (status messages, extra labels). */
export function VisuallyHidden(props: Omit<BoxProps, 'sx'>) {
  return <Box {...props} sx={visuallyHiddenSx} />;
}
