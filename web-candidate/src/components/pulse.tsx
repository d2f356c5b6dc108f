import { keyframes } from '@emotion/react';
import Box, { type BoxProps } from '@mui/material/Box';

/** MUI Skeleton's pulse. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A placeholder with MUI Skeleton's look (the scheme's skeleton colour, its pulse; still for a reader
 * who asks for less motion), without its component on the page's first files (issues 11 and 13,
 * initial JS): the list's loading cards, the map's place.
 */
export function Pulse({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={[
        {
          display: 'block',
          borderRadius: 1,
          bgcolor: 'var(--mui-palette-Skeleton-bg)',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
