import Box from '@mui/material/Box';
import { Pulse } from '../../../components/pulse';

/** A line of text's placeholder: its font size's height at 60 %, as MUI's text skeleton draws it. */
const line = (fontSize: string, width: number | string, more = {}) => ({
  height: `calc(${fontSize} * 0.6)`,
  my: `calc(${fontSize} * 0.3)`,
  width,
  borderRadius: '4px',
  ...more,
});

/** Placeholder with the card's proportions while the next page loads. */
export function OfferCardSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Pulse sx={{ width: { xs: 44, sm: 56 }, height: { xs: 44, sm: 56 }, flexShrink: 0 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Pulse sx={line('1.0625rem', '60%')} />
        <Pulse sx={line('0.875rem', '35%')} />
        <Pulse sx={line('0.875rem', '50%', { mt: 1 })} />
        <Box sx={{ display: 'flex', gap: 0.75, mt: 1 }}>
          <Pulse sx={{ width: 64, height: 26 }} />
          <Pulse sx={{ width: 80, height: 26 }} />
          <Pulse sx={{ width: 56, height: 26 }} />
        </Box>
      </Box>
      <Pulse
        sx={line('1rem', 150, {
          display: { xs: 'none', sm: 'block' },
          alignSelf: 'flex-start',
          flexShrink: 0,
        })}
      />
    </Box>
  );
}
