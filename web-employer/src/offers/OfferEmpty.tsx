import AddIcon from '@mui/icons-material/Add';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Button, Typography } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';

/** What a company with no offers sees: an invitation to publish the first one. */
export const OfferEmpty = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ textAlign: 'center', mx: 'auto', my: 6, px: 2, maxWidth: 480 }}>
      <WorkIcon sx={{ fontSize: 96, color: 'text.disabled' }} />
      <Typography variant="h5" component="p" gutterBottom>
        {translate('resources.offers.empty.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {translate('resources.offers.empty.invite')}
      </Typography>
      <Button
        component={Link}
        to={createPath({ resource: 'offers', type: 'create' })}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {translate('offerWizard.titles.create')}
      </Button>
    </Box>
  );
};
