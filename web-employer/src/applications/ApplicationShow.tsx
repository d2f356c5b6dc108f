import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link, Show, TopToolbar, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callApi } from '../api';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { ApplicationStatusField } from './ApplicationStatusField';
import { changeApplicationStatus, cvDownloadUrl } from './applicationsApi';
import { ShownOffer } from './ShownOffer';
import { StatusChange } from './StatusChange';
import { TrashButton } from './TrashButton';
import type { ApplicationRow } from './types';

const dateTime: Intl.DateTimeFormatOptions = { ...dateFormat, hour: '2-digit', minute: '2-digit' };

/** Opening a new application marks it seen (once, on the version shown; a lost race changes nothing). */
function useMarkSeen(application: ApplicationRow | undefined) {
  const refresh = useRefresh();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!application || application.status !== 'new' || marked.current === application.id) return;
    marked.current = application.id;
    changeApplicationStatus(callApi, application.id, { status: 'seen' }, application.version).then(
      () => refresh(),
      () => undefined,
    );
  }, [application, refresh]);
}

const fileSize = (bytes: number, locale: string) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1000)).toLocaleString(locale)} kB`;

export const ApplicationDetails = () => {
  const application = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const refresh = useRefresh();
  useMarkSeen(application);
  if (!application) return null;
  const yes = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {application.name ?? translate('resources.applications.erased')}
        </Typography>
        {application.email ? (
          <MuiLink href={`mailto:${application.email}`}>{application.email}</MuiLink>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ApplicationStatusField source="status" />
          <Typography variant="body2" color="text.secondary">
            {translate('resources.applications.submittedOn', {
              date: new Date(application.submittedAt).toLocaleString(locale, dateTime),
            })}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.applications.fields.offerTitle')}:{' '}
          <Link to={`/offers/${application.offerId}/show`}>{application.offerTitle}</Link>
        </Typography>
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {translate('resources.applications.fields.message')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {application.message || translate('resources.applications.noMessage')}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {translate('resources.applications.fields.hasCv')}
        </Typography>
        {application.hasCv && application.cvFileName ? (
          <Button
            component="a"
            href={cvDownloadUrl(application.offerSlug, application.id)}
            download
            // Each download is audited: the list of downloads (and the version) follow shortly.
            onClick={() => window.setTimeout(refresh, 1500)}
            startIcon={<DownloadIcon />}
            sx={{ textTransform: 'none' }}
          >
            {application.cvFileName}
            {application.cvSize ? ` (${fileSize(application.cvSize, locale)})` : ''}
          </Button>
        ) : (
          <Typography>{translate('resources.applications.noCv')}</Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {translate('resources.applications.consents')}
        </Typography>
        <Typography variant="body2">
          {translate('resources.applications.fields.futureConsentAccepted')}:{' '}
          {yes(application.futureConsentAccepted)}
        </Typography>
        <Typography variant="body2">
          {translate('resources.applications.fields.customConsentAccepted')}:{' '}
          {yes(application.customConsentAccepted)}
        </Typography>
      </Box>
      {application.downloads ? (
        <Box>
          <Typography variant="subtitle2" component="h2" color="text.secondary">
            {translate('resources.applications.downloads.title')}
          </Typography>
          {application.downloads.length === 0 ? (
            <Typography variant="body2">{translate('resources.applications.downloads.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {application.downloads.map((download) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={download.downloadedAt + download.downloadedBy}
                >
                  {translate('resources.applications.downloads.entry', {
                    who: download.downloaderName,
                    when: new Date(download.downloadedAt).toLocaleString(locale, dateTime),
                  })}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ) : null}
    </Stack>
  );
};

const Actions = () => (
  <TopToolbar>
    <TrashButton />
  </TopToolbar>
);

/** One application: the candidate, what they sent and were shown, the status with a note, the trash. */
export const ApplicationShow = () => (
  <Show<ApplicationRow> actions={<Actions />} component="div">
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent>
          <ApplicationDetails />
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <StatusChange />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <ShownOffer />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  </Show>
);
