import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import type { EditorOffer } from './wizardApi';

export interface Outcome {
  readonly kind: 'published' | 'scheduled' | 'edited' | 'refreshed' | 'extended';
  readonly offer: EditorOffer;
}

/** The wizard's last screen: what happened, and the offer on the board (spec §2 /job-offer/{slug}). */
export const PublishedStep = ({ outcome }: { outcome: Outcome }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { offer, kind } = outcome;
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const headline = translate(`offerWizard.published.${kind}`, {
    date: date(kind === 'scheduled' ? offer.publishAt : offer.expiredAt),
  });
  const onBoard = offer.status === 'published';
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircleIcon color="success" fontSize="large" aria-hidden />
            <Typography variant="h5" component="h2" tabIndex={-1} ref={(node) => node?.focus()}>
              {headline}
            </Typography>
          </Box>
          {kind === 'published' || kind === 'edited' ? (
            offer.expiredAt ? (
              <Typography>
                {translate('offerWizard.published.expires', { date: date(offer.expiredAt) })}
              </Typography>
            ) : null
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {onBoard ? (
              <Button
                href={`/job-offer/${encodeURIComponent(offer.slug)}`}
                variant="contained"
                startIcon={<OpenInNewIcon />}
              >
                {translate('offerWizard.actions.viewOnBoard')}
              </Button>
            ) : null}
            <Button component={Link} to="/offers" variant="outlined">
              {translate('offerWizard.actions.toList')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
