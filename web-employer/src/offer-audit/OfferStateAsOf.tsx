import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type FormEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { CallApi } from '../api';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { useCategoryLabel } from '../offers/categoryLabels';
import { formatInstant } from './AuditEventCard';
import { Fact, JsonBlock } from '../admin/Facts';
import { auditProblemKey, fetchStateAt } from './auditApi';
import { AuditStatusChip } from './AuditStatusChip';
import { auditOfferPath } from './OfferAuditSearchPage';
import { fromLocalInput, toLocalInput } from './localTime';
import { plainText } from './textDiff';
import type { OfferStateAt, OfferText } from './types';
import { useLoaded } from '../admin/useLoaded';

type Mode = 'version' | 'time';

/** The offer at that moment, laid out like its page: title, company, salary, places, then the plan and dates. */
const StateCard = ({ answer }: { answer: OfferStateAt }) => {
  const translate = useTranslate();
  const categoryLabel = useCategoryLabel();
  const locale = useIntlLocale();
  const { state } = answer;
  const text: Partial<OfferText> = state.content ?? state.draft ?? {};
  const day = (iso: string | undefined) => (iso ? new Date(iso).toLocaleDateString(locale, dateFormat) : '—');
  const money = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const salaries = (text.employmentTypes ?? []).map((employment) => {
    const range = [employment.from, employment.to]
      .filter((amount): amount is number => amount !== null)
      .map((amount) => money.format(amount))
      .join(' – ');
    return `${translate(`catalogue.employmentTypes.${employment.type}`, { _: employment.type })}: ${
      range || translate('audit.state.noSalary')
    } ${employment.currency} (${translate(`catalogue.salaryUnits.${employment.unit}`, { _: employment.unit })})`;
  });
  return (
    <Card variant="outlined" component="section" aria-label={translate('audit.tabs.state')}>
      <CardContent>
        <Alert severity="info" icon={false} sx={{ mb: 2 }} role="status">
          {translate('audit.state.asOf', {
            version: answer.version,
            last: answer.lastVersion,
            event: translate(`audit.eventTypes.${answer.event.type}`, { _: answer.event.type }),
            at: formatInstant(answer.event.occurredAt, locale),
          })}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h5" component="h3">
            {text.title ?? state.slug ?? answer.offerId}
          </Typography>
          <AuditStatusChip status={state.status} />
        </Stack>
        {text.companyName && (
          <Typography variant="subtitle1" color="text.secondary" gutterBottom>
            {text.companyName}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            my: 2,
          }}
        >
          <Fact label={translate('audit.state.salary')}>
            {salaries.length > 0
              ? salaries.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))
              : translate('audit.state.noSalary')}
          </Fact>
          <Fact label={translate('audit.state.locations')}>
            {(text.locations ?? [])
              .map((place) => [place.city, place.street].filter(Boolean).join(', '))
              .join('; ') || '—'}
          </Fact>
          <Fact label={translate('audit.state.category')}>
            {text.subcategoryId || text.categoryId
              ? categoryLabel(String(text.subcategoryId ?? text.categoryId))
              : '—'}
          </Fact>
          <Fact label={translate('audit.state.experience')}>
            {text.experienceLevel
              ? translate(`catalogue.experienceLevels.${text.experienceLevel}`, { _: text.experienceLevel })
              : '—'}
          </Fact>
          <Fact label={translate('audit.state.workplace')}>
            {text.workplaceType
              ? translate(`catalogue.workplaceTypes.${text.workplaceType}`, { _: text.workplaceType })
              : '—'}
          </Fact>
          <Fact label={translate('audit.state.plan')}>{state.plan?.key ?? '—'}</Fact>
          <Fact label={translate('audit.state.publishedAt')}>{day(state.publishedAt)}</Fact>
          <Fact label={translate('audit.state.expiredAt')}>{day(state.expiredAt)}</Fact>
          <Fact label={translate('audit.state.bumps')}>{state.bumpsUsed ?? 0}</Fact>
          {state.copiedFrom && (
            <Fact label={translate('audit.state.copiedFrom')}>
              {/* The original's own audit: where the copy's text came from. */}
              <Link to={auditOfferPath(state.copiedFrom.offerId)}>{state.copiedFrom.slug}</Link>
            </Fact>
          )}
        </Box>
        {text.body && (
          <>
            <Typography variant="subtitle2" component="h4">
              {translate('audit.state.description')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
              {plainText(text.body)}
            </Typography>
          </>
        )}
        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2">{translate('audit.state.raw')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <JsonBlock value={state} label={translate('audit.state.raw')} maxHeight={480} />
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
};

const StateAt = ({ api, offerId, at }: { api: CallApi; offerId: string; at: string }) => {
  const translate = useTranslate();
  const [answer] = useLoaded(() => fetchStateAt(api, offerId, at), `${offerId}@${at}`);
  if (answer.kind === 'loading')
    return (
      <Skeleton variant="rounded" height={320} aria-busy="true" aria-label={translate('ra.page.loading')} />
    );
  if (answer.kind === 'failed')
    return (
      <Alert severity="warning" role="alert">
        {translate(auditProblemKey(answer.error))}
      </Alert>
    );
  return <StateCard answer={answer.data} />;
};

export interface OfferStateAsOfProps {
  readonly api: CallApi;
  readonly offerId: string;
  readonly lastVersion: number;
  /** The moment asked for (a version or an ISO instant), null before the first question. */
  readonly at: string | null;
  readonly onAsk: (at: string) => void;
}

/** "State as of": pick a version or a moment and see the offer as the write side saw it then. */
export const OfferStateAsOf = ({ api, offerId, lastVersion, at, onAsk }: OfferStateAsOfProps) => {
  const translate = useTranslate();
  const askedTime = at !== null && at.includes('T');
  const [mode, setMode] = useState<Mode>(askedTime ? 'time' : 'version');
  const [version, setVersion] = useState(at !== null && !askedTime ? at : String(lastVersion));
  const [time, setTime] = useState(askedTime ? toLocalInput(at) : '');
  const moment = mode === 'version' ? version.trim() : (fromLocalInput(time) ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (moment !== '') onAsk(moment);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('audit.state.intro')}
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: Mode | null) => next && setMode(next)}
          aria-label={translate('audit.state.by')}
          sx={{ flexShrink: 0, '& button': { whiteSpace: 'nowrap' } }}
        >
          <ToggleButton value="version">{translate('audit.state.byVersion')}</ToggleButton>
          <ToggleButton value="time">{translate('audit.state.byTime')}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'version' ? (
          <TextField
            size="small"
            type="number"
            label={translate('audit.state.version', { last: lastVersion })}
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        ) : (
          <TextField
            size="small"
            type="datetime-local"
            label={translate('audit.state.time')}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          startIcon={<VisibilityIcon />}
          disabled={moment === ''}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {translate('audit.state.show')}
        </Button>
      </Stack>
      {at !== null && <StateAt api={api} offerId={offerId} at={at} />}
    </Stack>
  );
};
