import HistoryIcon from '@mui/icons-material/History';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { EventData } from './EventData';
import { Fact } from '../admin/Facts';
import { diffWords, plainText } from './textDiff';
import type { AuditEvent, ExportedEvent, FieldChange } from './types';

/** Changes shown before "show all": a created draft lists every field of the form. */
const changesShown = 6;

export const formatInstant = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A changed value as one line: text as it is, anything else as compact JSON. */
const ChangedValue = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (isEmpty(value))
    return (
      <Typography variant="body2" component="span" color="text.disabled">
        {translate('audit.timeline.empty_value')}
      </Typography>
    );
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
};

/** The description's change as a text diff: removed words struck through, added ones underlined. */
const DescriptionDiff = ({ change }: { change: FieldChange }) => {
  const translate = useTranslate();
  const text = (value: unknown) => (typeof value === 'string' ? plainText(value) : '');
  const parts = diffWords(text(change.from), text(change.to));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {translate('audit.timeline.textDiff')} (<code>{change.field}</code>)
      </Typography>
      <Box
        component="p"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          '& del': { bgcolor: 'error.light', color: 'error.contrastText' },
          '& ins': { bgcolor: 'success.light', color: 'success.contrastText' },
        }}
      >
        {parts.map((part, index) =>
          part.kind === 'removed' ? (
            <del key={index}>{part.text}</del>
          ) : part.kind === 'added' ? (
            <ins key={index}>{part.text}</ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </Box>
    </Box>
  );
};

const ChangesTable = ({ changes }: { changes: readonly FieldChange[] }) => {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const tableId = useId();
  const fields = changes.filter((change) => change.field !== 'body');
  const descriptions = changes.filter((change) => change.field === 'body');
  const shown = all ? fields : fields.slice(0, changesShown);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('audit.timeline.noChanges')}
      </Typography>
    );
  return (
    <>
      {fields.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" id={tableId} aria-label={translate('audit.timeline.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('audit.timeline.field')}</TableCell>
                <TableCell>{translate('audit.timeline.from')}</TableCell>
                <TableCell>{translate('audit.timeline.to')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ '& td': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
              {shown.map((change) => (
                <TableRow key={change.field}>
                  <TableCell sx={{ fontFamily: 'monospace', minWidth: 120 }}>{change.field}</TableCell>
                  <TableCell>
                    <ChangedValue value={change.from} />
                  </TableCell>
                  <TableCell>
                    <ChangedValue value={change.to} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {fields.length > changesShown && (
        <Button size="small" aria-controls={tableId} aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? translate('audit.timeline.showFewerChanges')
            : translate('audit.timeline.showAllChanges', { smart_count: fields.length })}
        </Button>
      )}
      {descriptions.map((change) => (
        <DescriptionDiff key={change.field} change={change} />
      ))}
    </>
  );
};

export interface AuditEventCardProps {
  readonly event: AuditEvent;
  /** The stream's events with their data, loaded the first time an event's data is opened. */
  readonly loadData: () => Promise<readonly ExportedEvent[]>;
  readonly onStateHere: (version: number) => void;
}

/** One event of the timeline: what, when, who, why (correlation and causation) and the fields it changed. */
export const AuditEventCard = ({ event, loadData, onStateHere }: AuditEventCardProps) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const headingId = useId();
  const { actor } = event;
  const who = actor.name ? `${actor.name}${actor.email ? ` <${actor.email}>` : ''}` : actor.id;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
            {translate(`audit.eventTypes.${event.type}`, { _: event.type })}
          </Typography>
          <Chip size="small" label={translate('audit.timeline.version', { version: event.version })} />
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {event.type}
          </Typography>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 1,
            m: 0,
            mb: 2,
          }}
        >
          <Fact label={translate('audit.timeline.occurredAt')}>
            <time dateTime={event.occurredAt}>{formatInstant(event.occurredAt, locale)}</time>
          </Fact>
          <Fact label={translate('audit.timeline.recordedAt')}>
            <time dateTime={event.recordedAt}>{formatInstant(event.recordedAt, locale)}</time>
          </Fact>
          <Fact label={translate('audit.timeline.actor')}>
            {translate(`audit.actors.${actor.kind}`, { _: actor.kind })}: {who}
          </Fact>
          <Fact label={translate('audit.timeline.correlation')}>
            <code>{event.correlationId}</code>
          </Fact>
          {event.causationId && (
            <Fact label={translate('audit.timeline.causation')}>
              <code>{event.causationId}</code>
            </Fact>
          )}
        </Box>
        <ChangesTable changes={event.changes} />
        <EventData version={event.version} load={loadData} />
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Button size="small" startIcon={<HistoryIcon />} onClick={() => onStateHere(event.version)}>
          {translate('audit.timeline.stateHere')}
        </Button>
      </CardActions>
    </Card>
  );
};
