import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, Title, useParams, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { LoadFailed } from '../layout/LoadFailed';
import { AdminOnly } from '../admin/AdminOnly';
import { AuditStatusChip } from './AuditStatusChip';
import { AuditTimeline } from './AuditTimeline';
import { auditProblemKey, fetchAuditedOffer, fetchStreamEvents } from './auditApi';
import { ExportButtons, type ExportDownload } from './ExportButtons';
import { OfferStateAsOf } from './OfferStateAsOf';
import { RelatedStreams } from './RelatedStreams';
import { auditSearchPath } from './OfferAuditSearchPage';
import type { AuditedOffer, ExportedEvent } from './types';
import { useLoaded } from '../admin/useLoaded';

type TabName = 'timeline' | 'state' | 'related';

const Heading = ({ offer, download }: { offer: AuditedOffer; download?: ExportDownload | undefined }) => {
  const translate = useTranslate();
  const facts: [string, string | null][] = [
    ['audit.offer.company', offer.companyName],
    ['audit.offer.brand', offer.tenant],
    ['audit.offer.slug', offer.slug],
    ['audit.offer.id', offer.offerId],
    ['audit.offer.events', String(offer.version)],
  ];
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {offer.title ?? translate('audit.search.untitled')}
          </Typography>
          <AuditStatusChip status={offer.status} />
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, auto)' },
            m: 0,
            mb: 2,
          }}
        >
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} sx={{ minWidth: 0 }}>
                <Typography variant="caption" component="dt" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
        <ExportButtons offerId={offer.offerId} download={download} />
      </CardContent>
    </Card>
  );
};

interface AuditProps {
  readonly api: CallApi;
  /** How the exports are downloaded (the browser's download by default). */
  readonly download?: ExportDownload | undefined;
  /** Events on a timeline page. */
  readonly pageSize?: number | undefined;
}

const AuditedOfferView = ({ api, offer, download, pageSize }: AuditProps & { offer: AuditedOffer }) => {
  const translate = useTranslate();
  const tabsId = useId();
  const [tab, setTab] = useState<TabName>('timeline');
  const [at, setAt] = useState<string | null>(null);
  // The stream with its data is fetched once, the first time an event's data is opened.
  const streamEvents = useRef<Promise<readonly ExportedEvent[]> | null>(null);
  const loadData = useCallback(() => {
    streamEvents.current ??= fetchStreamEvents(api, offer.offerId).catch((error: unknown) => {
      streamEvents.current = null;
      throw error;
    });
    return streamEvents.current;
  }, [api, offer.offerId]);
  const stateHere = useCallback((version: number) => {
    setAt(String(version));
    setTab('state');
  }, []);
  return (
    <Stack spacing={2}>
      <Title title={translate('audit.offer.title', { title: offer.title ?? offer.slug })} />
      <Heading offer={offer} download={download} />
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => setTab(next)}
        variant="fullWidth"
        aria-label={translate('audit.search.title')}
      >
        {(['timeline', 'state', 'related'] as const).map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`audit.tabs.${name}`)}
            id={`${tabsId}-${name}`}
            aria-controls={`${tabsId}-${name}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'timeline' ? (
          <AuditTimeline
            api={api}
            offerId={offer.offerId}
            loadData={loadData}
            onStateHere={stateHere}
            pageSize={pageSize}
          />
        ) : tab === 'related' ? (
          <RelatedStreams api={api} offerId={offer.offerId} />
        ) : (
          <OfferStateAsOf
            api={api}
            offerId={offer.offerId}
            lastVersion={offer.version}
            at={at}
            onAsk={setAt}
          />
        )}
      </Box>
    </Stack>
  );
};

const OfferAudit = ({ id, ...props }: AuditProps & { id: string }) => {
  const translate = useTranslate();
  const [offer, retry] = useLoaded(() => fetchAuditedOffer(props.api, id), id);
  if (offer.kind === 'loading')
    return (
      <Skeleton variant="rounded" height={180} aria-busy="true" aria-label={translate('ra.page.loading')} />
    );
  if (offer.kind === 'failed')
    return <LoadFailed error={new Error(auditProblemKey(offer.error))} retry={retry} />;
  return <AuditedOfferView {...props} offer={offer.data} />;
};

/** One offer's audit (issue 17): its heading and exports, the event timeline and the state as of a moment. */
export const OfferAuditPage = ({ api = callApi, ...props }: Partial<AuditProps>) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Button
          component={Link}
          to={auditSearchPath}
          size="small"
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1 }}
        >
          {translate('audit.offer.back')}
        </Button>
        <OfferAudit key={id} api={api} id={id} {...props} />
      </Box>
    </AdminOnly>
  );
};
