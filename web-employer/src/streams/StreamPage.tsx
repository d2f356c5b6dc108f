import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link, Title, useParams, useTranslate } from 'react-admin';
import { callApi, isApiFailure, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { LoadingRows } from '../admin/LoadingRows';
import { useLoaded } from '../admin/useLoaded';
import { LoadFailed } from '../layout/LoadFailed';
import { StreamEventCard } from './StreamEventCard';
import { streamsPath } from './StreamsPage';
import { fetchStream } from './streamsApi';

const Stream = ({ api, streamId }: { api: CallApi; streamId: string }) => {
  const [events, retry] = useLoaded(() => fetchStream(api, streamId), streamId);
  if (events.kind === 'loading') return <LoadingRows height={110} />;
  if (events.kind === 'failed') {
    const missing = isApiFailure(events.error) && events.error.status === 404;
    return (
      <LoadFailed
        error={new Error(missing ? 'streams.stream.notFound' : 'streams.loadFailed')}
        retry={retry}
      />
    );
  }
  return (
    <Stack spacing={1.5}>
      {events.data.map((event) => (
        <StreamEventCard key={event.id} event={event} linkStream={false} />
      ))}
    </Stack>
  );
};

/** One stream's events in version order (platform admins). */
export const StreamPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  const { streamId = '' } = useParams();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title={translate('streams.stream.title', { stream: streamId })} />
        <Button component={Link} to={streamsPath} size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('streams.stream.back')}
        </Button>
        <Typography
          variant="h6"
          component="h2"
          sx={{ mb: 2, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
        >
          {streamId}
        </Typography>
        <Stream api={api} streamId={streamId} />
      </Box>
    </AdminOnly>
  );
};
