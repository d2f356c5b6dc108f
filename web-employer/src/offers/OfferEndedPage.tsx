import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, Loading, NotFound, Title, useParams, useTranslate } from 'react-admin';
import { callApi, isApiFailure } from '../api';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { LoadFailed } from '../layout/LoadFailed';
import { useLoad } from './wizard/useLoad';
import { fetchEndedOffer } from './wizard/wizardApi';

/** `/offers/:slug/ended`: the "offer ended" screen (spec §7 GET /v2/employer-panel/offers/end/{slug}). */
export const OfferEndedPage = () => {
  const { slug = '' } = useParams();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const ended = useLoad(() => fetchEndedOffer(callApi, slug), slug);
  if (ended.isPending) return <Loading />;
  if (ended.error) {
    if (isApiFailure(ended.error) && ended.error.status === 404) return <NotFound />;
    return <LoadFailed error={ended.error} retry={ended.retry} />;
  }
  const offer = ended.data!;
  const text =
    offer.status === 'finished'
      ? translate('offerActions.ended.finished')
      : offer.status === 'expired'
        ? translate('offerActions.ended.expired', {
            date: offer.expiredAt ? new Date(offer.expiredAt).toLocaleDateString(locale, dateFormat) : '',
          })
        : translate('offerActions.ended.active');
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Title title="offerActions.ended.title" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('offerActions.ended.title')}
          </Typography>
          <Typography variant="h6" component="p" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {offer.title}
          </Typography>
          <Alert severity={offer.status === 'published' ? 'info' : 'success'}>{text}</Alert>
          <Button component={Link} to="/offers" variant="outlined" sx={{ mt: 2 }}>
            {translate('offerWizard.actions.toList')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
