import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StopIcon from '@mui/icons-material/Stop';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { Fact } from '../admin/Facts';
import { streamPath } from '../streams/StreamEventCard';
import type {
  ProjectionFailure,
  ProjectionStatus,
  RebuildOutcome,
  RebuildStatus,
  VersionComparison,
} from './types';

/** Seconds as a short duration: "45 s", "3 min", "1 h 5 min". */
export function shortDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const RebuildProgress = ({ rebuild }: { rebuild: RebuildStatus }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const labelId = useId();
  const counted = rebuild.eventsDone !== null && rebuild.eventsTotal !== null;
  const details = [
    rebuild.eventsPerSecond !== null
      ? translate('projections.rebuild.rate', { rate: number.format(rebuild.eventsPerSecond) })
      : null,
    rebuild.etaSeconds !== null
      ? translate('projections.rebuild.eta', { eta: shortDuration(rebuild.etaSeconds) })
      : null,
    translate('projections.rebuild.reason', { reason: rebuild.reason }),
  ].filter(Boolean);
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="body2" id={labelId}>
        {counted
          ? translate('projections.rebuild.progress', {
              version: rebuild.version,
              done: number.format(rebuild.eventsDone!),
              total: number.format(rebuild.eventsTotal!),
            })
          : translate('projections.rebuild.progressUnknown', { version: rebuild.version })}
      </Typography>
      <LinearProgress
        variant={rebuild.percent === null ? 'indeterminate' : 'determinate'}
        value={rebuild.percent ?? undefined}
        aria-labelledby={labelId}
        sx={{ my: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" color="text.secondary">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
};

/** What a runner is stuck on: the error, the event (with a link to its stream), since when. */
const FailureAlert = ({ failure, title }: { failure: ProjectionFailure; title?: string }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const since = new Date(failure.firstAt).toLocaleString(locale, {
    ...dateFormat,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const { event } = failure;
  return (
    <Alert severity="error" sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>
        {title ?? translate('projections.failure.title', { since, smart_count: failure.attempts })}
      </AlertTitle>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <Fact label={translate('projections.failure.error')}>
          <code>{failure.error}</code>
        </Fact>
        <Fact label={translate('projections.failure.event')}>
          {event ? (
            <>
              {translate('projections.failure.eventValue', {
                type: event.type,
                stream: event.streamId,
                streamVersion: event.streamVersion,
                position: event.globalPosition,
              })}
              <br />
              <code>{event.id}</code>{' '}
              <Link component={RouterLink} to={streamPath(event.streamId)}>
                {translate('projections.failure.openStream')}
              </Link>
            </>
          ) : (
            translate('projections.failure.noEvent')
          )}
        </Fact>
      </Box>
    </Alert>
  );
};

/** The comparison taken at the switch: each table's rows and checksum in both versions. */
const Comparison = ({ comparison, version }: { comparison: VersionComparison; version: number }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const number = new Intl.NumberFormat(locale);
  const same = comparison.tables.filter((table) => table.same).length;
  const allSame = same === comparison.tables.length;
  const previous = comparison.previousVersion;
  const title = translate('projections.comparison.title', { version: previous });
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2">{title}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={allSame ? 'success' : 'warning'}
            label={translate('projections.comparison.summary', {
              same,
              smart_count: comparison.tables.length,
            })}
          />
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('projections.comparison.intro')}{' '}
          {translate('projections.comparison.took', { ms: number.format(comparison.tookMs) })}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('projections.comparison.table')}</TableCell>
              <TableCell align="right">
                {translate('projections.comparison.rows', { version: previous })}
              </TableCell>
              <TableCell align="right">{translate('projections.comparison.rows', { version })}</TableCell>
              <TableCell>{translate('projections.comparison.checksum', { version: previous })}</TableCell>
              <TableCell>{translate('projections.comparison.checksum', { version })}</TableCell>
              <TableCell>{translate('projections.comparison.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.tables.map((table) => (
              <TableRow key={table.table}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{table.table}</TableCell>
                <TableCell align="right">
                  {table.previous
                    ? number.format(table.previous.rows)
                    : translate('projections.comparison.missing')}
                </TableCell>
                <TableCell align="right">
                  {table.current
                    ? number.format(table.current.rows)
                    : translate('projections.comparison.missing')}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{table.previous?.checksum ?? '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{table.current?.checksum ?? '—'}</TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    component="span"
                    color={table.same ? 'success.main' : 'warning.main'}
                    sx={{ fontWeight: table.same ? undefined : 600 }}
                  >
                    {translate(`projections.comparison.${table.same ? 'same' : 'different'}`)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
};

const Versions = ({ projection }: { projection: ProjectionStatus }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(locale, { ...dateFormat, hour: '2-digit', minute: '2-digit' }) : '—';
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">
          {translate('projections.versions.title')} ({projection.versions.length})
        </Typography>
      </AccordionSummary>
      {/* contain: the table scrolls inside the card; its width would otherwise widen the page on phones. */}
      <AccordionDetails sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small" aria-label={translate('projections.versions.title')}>
          <TableHead>
            <TableRow>
              {(['version', 'state', 'reason', 'createdAt', 'activatedAt', 'retiredAt'] as const).map(
                (column) => (
                  <TableCell key={column}>{translate(`projections.versions.${column}`)}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {projection.versions.map((version) => (
              <TableRow key={version.version}>
                <TableCell>v{version.version}</TableCell>
                <TableCell>
                  {translate(`projections.versions.states.${version.state}`, { _: version.state })}
                </TableCell>
                <TableCell>{version.reason}</TableCell>
                <TableCell>{when(version.createdAt)}</TableCell>
                <TableCell>{when(version.activatedAt)}</TableCell>
                <TableCell>{when(version.retiredAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
};

export interface ProjectionCardProps {
  readonly projection: ProjectionStatus;
  readonly outcome: RebuildOutcome | null;
  readonly onRebuild: (projection: ProjectionStatus) => void;
  /** Cancels the rebuild under way. */
  readonly onCancel?: ((projection: ProjectionStatus) => void) | undefined;
}

/** One read model: what serves, how far behind it is, a rebuild's progress, and the button to start one. */
export const ProjectionCard = ({ projection, outcome, onRebuild, onCancel }: ProjectionCardProps) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const headingId = useId();
  const number = new Intl.NumberFormat(locale);
  const { active, rebuild } = projection;
  const status = projection.state;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ fontFamily: 'monospace' }}>
            {projection.name}
          </Typography>
          <Chip
            size="small"
            color={
              status === 'live'
                ? 'success'
                : status === 'rebuilding'
                  ? 'info'
                  : status === 'failed'
                    ? 'error'
                    : 'warning'
            }
            label={translate(`projections.status.${status}`)}
          />
        </Stack>
        {active && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(5, minmax(0, 1fr))',
              },
              m: 0,
            }}
          >
            <Fact label={translate('projections.fields.version')}>
              {translate('projections.fields.versionValue', {
                version: active.version,
                code: active.codeVersion,
              })}
            </Fact>
            <Fact label={translate('projections.fields.applied')}>{number.format(active.eventsApplied)}</Fact>
            <Fact label={translate('projections.fields.lag')}>
              <span>
                {active.lag === null
                  ? translate('projections.fields.unknown')
                  : active.lag === 0
                    ? translate('projections.fields.upToDate')
                    : translate('projections.fields.lagValue', { smart_count: active.lag })}
              </span>
              {active.lagSeconds > 0 && (
                <Box component="span" sx={{ display: 'block' }}>
                  {translate('projections.fields.lagSeconds', { seconds: shortDuration(active.lagSeconds) })}
                </Box>
              )}
            </Fact>
            <Fact label={translate('projections.fields.rate')}>
              {active.eventsPerSecond === null
                ? translate('projections.fields.notReported')
                : translate('projections.fields.rateValue', {
                    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                      active.eventsPerSecond,
                    ),
                  })}
            </Fact>
            <Fact label={translate('projections.fields.checkpoint')}>
              <code>{active.checkpoint ?? '—'}</code>
            </Fact>
          </Box>
        )}
        {active?.failure && <FailureAlert failure={active.failure} />}
        {rebuild && <RebuildProgress rebuild={rebuild} />}
        {rebuild?.failure && (
          <FailureAlert
            failure={rebuild.failure}
            title={translate('projections.failure.titleBuild', { version: rebuild.version })}
          />
        )}
        {outcome && (
          <Alert severity={outcome.kind === 'switched' ? 'success' : 'warning'} role="status" sx={{ mt: 2 }}>
            {translate(`projections.rebuild.${outcome.kind}`, { version: outcome.version })}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          {active?.comparison && <Comparison comparison={active.comparison} version={active.version} />}
          <Versions projection={projection} />
        </Box>
      </CardContent>
      <CardActions>
        <Button
          startIcon={<SyncIcon />}
          disabled={rebuild !== null}
          onClick={() => onRebuild(projection)}
          aria-label={translate('projections.rebuild.startLabel', { name: projection.name })}
        >
          {translate('projections.rebuild.start')}
        </Button>
        {rebuild && onCancel && (
          <Button
            color="warning"
            startIcon={<StopIcon />}
            onClick={() => onCancel(projection)}
            aria-label={translate('projections.rebuild.stopLabel', { name: projection.name })}
          >
            {translate('projections.rebuild.stop')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
