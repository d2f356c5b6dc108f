import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder with the card's proportions while the next page loads. */
export function OfferCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{ display: 'flex', gap: 2, p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
    >
      <Skeleton
        variant="rounded"
        sx={{ width: { xs: 44, sm: 56 }, height: { xs: 44, sm: 56 }, flexShrink: 0 }}
      />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton variant="text" sx={{ fontSize: '1.0625rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '35%' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '50%', mt: 1 }} />
        <Box sx={{ display: 'flex', gap: 0.75, mt: 1 }}>
          <Skeleton variant="rounded" width={64} height={26} />
          <Skeleton variant="rounded" width={80} height={26} />
          <Skeleton variant="rounded" width={56} height={26} />
        </Box>
      </Box>
      <Skeleton
        variant="text"
        sx={{ display: { xs: 'none', sm: 'block' }, alignSelf: 'flex-start', width: 150, fontSize: '1rem' }}
      />
    </Card>
  );
}
