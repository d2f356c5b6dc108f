import LockIcon from '@mui/icons-material/Lock';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { Fact, JsonBlock } from '../admin/Facts';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { formatInstant } from '../offer-audit/AuditEventCard';
import { auditOfferPath } from '../offer-audit/OfferAuditSearchPage';
import { personalData } from './streamsApi';
import type { StreamEvent } from './types';

export const streamPath = (streamId: string) => `/admin/streams/${encodeURIComponent(streamId)}`;

/** Data or metadata behind a button: pretty-printed JSON once opened. */
const Json = ({ label, value }: { label: string; value: unknown }) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ minWidth: 0, flexBasis: open ? '100%' : 'auto' }}>
      <Button size="small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && <JsonBlock value={value} label={label} maxHeight={360} />}
      </Box>
    </Box>
  );
};

/**
 * One recorded event: type, stream and version, position, when, who, and its data and metadata as
 * JSON; an application's personal data shows whether it is sealed or erased.
 */
export const StreamEventCard = ({
  event,
  fresh = false,
  linkStream = true,
}: {
  event: StreamEvent;
  /** Arrived through the live tail. */
  fresh?: boolean;
  /** Link the stream id to the stream's own page (not on that page itself). */
  linkStream?: boolean;
}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const headingId = useId();
  const personal = personalData(event);
  const actor = event.metadata.actor;
  const offerId = event.category === 'offer' ? event.streamId.slice('offer-'.length) : null;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={fresh ? { borderColor: 'primary.main' } : undefined}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
            {event.type}
          </Typography>
          <Chip size="small" label={translate('streams.event.version', { version: event.version })} />
          <Chip size="small" variant="outlined" label={event.category} />
          {fresh && <Chip size="small" color="primary" label={translate('streams.liveNew')} />}
          {personal === 'erased' && (
            <Chip
              size="small"
              color="warning"
              icon={<PersonOffIcon />}
              label={translate('streams.event.erased')}
            />
          )}
          {personal === 'sealed' && (
            <Chip size="small" icon={<LockIcon />} label={translate('streams.event.sealed')} />
          )}
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            gap: 1,
            m: 0,
            mb: 1,
          }}
        >
          <Fact label={translate('streams.event.stream')}>
            {linkStream ? (
              <Link to={streamPath(event.streamId)}>
                <code>{event.streamId}</code>
              </Link>
            ) : (
              <code>{event.streamId}</code>
            )}
          </Fact>
          <Fact label={translate('streams.event.position')}>
            <code>{event.position}</code>
          </Fact>
          <Fact label={translate('streams.event.recordedAt')}>
            <time dateTime={event.recordedAt}>{formatInstant(event.recordedAt, locale)}</time>
          </Fact>
          <Fact label={translate('streams.event.actor')}>
            {actor ? `${translate(`audit.actors.${actor.kind}`, { _: actor.kind })}: ${actor.id}` : '—'}
          </Fact>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Json label={translate('streams.event.data')} value={event.data} />
          <Json label={translate('streams.event.metadata')} value={event.metadata} />
          {offerId && (
            <Button
              size="small"
              component={Link}
              to={auditOfferPath(offerId)}
              startIcon={<ManageSearchIcon />}
            >
              {translate('streams.event.openAudit')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
