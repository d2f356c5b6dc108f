import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** The list is empty: say so kindly and point employers at posting the first offer. */
export function NoOffers({ employerHref }: { readonly employerHref: string }) {
  const t = useTranslate();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 10 },
        px: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'primary.main',
        }}
      >
        <WorkOutlineRounded sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('listing.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 420, mx: 'auto' }}>
        {t('listing.empty.body')}
      </Typography>
      <Button href={employerHref} variant="outlined">
        {t('listing.empty.employerAction')}
      </Button>
    </Box>
  );
}
