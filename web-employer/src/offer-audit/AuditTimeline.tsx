import FilterListIcon from '@mui/icons-material/FilterList';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { offerEventTypes } from '@tablica/domain/offers/offer';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingRows } from '../admin/LoadingRows';
import type { CallApi } from '../api';
import { LoadFailed } from '../layout/LoadFailed';
import { AuditEventCard } from './AuditEventCard';
import { auditProblemKey, fetchTimeline } from './auditApi';
import { fromLocalInput } from './localTime';
import { noFilter, type ExportedEvent, type TimelineFilter } from './types';
import { useLoaded } from '../admin/useLoaded';

interface FilterDraft {
  readonly types: readonly string[];
  readonly actor: string;
  /** `datetime-local` values (the admin's own time zone). */
  readonly from: string;
  readonly to: string;
}

const emptyDraft: FilterDraft = { types: [], actor: '', from: '', to: '' };

const filterOf = (draft: FilterDraft): TimelineFilter => ({
  types: draft.types,
  actor: draft.actor.trim(),
  from: fromLocalInput(draft.from),
  to: fromLocalInput(draft.to),
});

const TimelineFilters = ({ onApply }: { onApply: (filter: TimelineFilter) => void }) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filterOf(draft));
  };
  const clear = () => {
    setDraft(emptyDraft);
    onApply(noFilter);
  };
  return (
    <Card variant="outlined" component="section" aria-label={translate('audit.filters.title')}>
      <CardContent component="form" onSubmit={submit}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Autocomplete
            multiple
            size="small"
            options={[...offerEventTypes] as string[]}
            value={[...draft.types]}
            onChange={(_event, types) => setDraft({ ...draft, types })}
            getOptionLabel={(type) => translate(`audit.eventTypes.${type}`, { _: type })}
            openText={translate('ra.action.open')}
            closeText={translate('ra.action.close')}
            clearText={translate('ra.action.clear_input_value')}
            noOptionsText={translate('audit.filters.noTypes')}
            renderInput={(params) => <TextField {...params} label={translate('audit.filters.types')} />}
          />
          <TextField
            size="small"
            label={translate('audit.filters.actor')}
            helperText={translate('audit.filters.actorHelp')}
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {(['from', 'to'] as const).map((bound) => (
            <TextField
              key={bound}
              size="small"
              type="datetime-local"
              label={translate(`audit.filters.${bound}`)}
              value={draft[bound]}
              onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            />
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="small" startIcon={<FilterListIcon />}>
            {translate('audit.filters.apply')}
          </Button>
          <Button type="button" size="small" onClick={clear}>
            {translate('audit.filters.clear')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

export interface AuditTimelineProps {
  readonly api: CallApi;
  readonly offerId: string;
  readonly loadData: () => Promise<readonly ExportedEvent[]>;
  readonly onStateHere: (version: number) => void;
  readonly pageSize?: number | undefined;
}

/** The offer's events, oldest first, a page at a time, filtered by type, actor and time. */
export const AuditTimeline = ({ api, offerId, loadData, onStateHere, pageSize }: AuditTimelineProps) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<TimelineFilter>(noFilter);
  // The version each page starts after: the last one is the page shown, the others are "previous".
  const [pages, setPages] = useState<readonly number[]>([0]);
  const after = pages[pages.length - 1]!;
  const [page, retry] = useLoaded(
    () => fetchTimeline(api, offerId, filter, after, pageSize),
    JSON.stringify([offerId, filter, after]),
  );
  const apply = (next: TimelineFilter) => {
    setFilter(next);
    setPages([0]);
  };

  let body: React.ReactNode;
  if (page.kind === 'loading') body = <LoadingRows height={120} />;
  else if (page.kind === 'failed')
    body = <LoadFailed error={new Error(auditProblemKey(page.error))} retry={retry} />;
  else if (page.data.events.length === 0)
    body = (
      <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
        {translate('audit.timeline.empty')}
      </Typography>
    );
  else {
    const { events, hasMore } = page.data;
    body = (
      <>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {translate('audit.timeline.page', {
            first: events[0]!.version,
            last: events[events.length - 1]!.version,
          })}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <li key={event.version}>
              <AuditEventCard event={event} loadData={loadData} onStateHere={onStateHere} />
            </li>
          ))}
        </Stack>
        <Stack
          component="nav"
          aria-label={translate('audit.tabs.timeline')}
          direction="row"
          spacing={1}
          sx={{ mt: 2, justifyContent: 'space-between' }}
        >
          <Button
            startIcon={<NavigateBeforeIcon />}
            disabled={pages.length === 1}
            onClick={() => setPages(pages.slice(0, -1))}
          >
            {translate('audit.timeline.previous')}
          </Button>
          <Button
            endIcon={<NavigateNextIcon />}
            disabled={!hasMore}
            onClick={() => setPages([...pages, events[events.length - 1]!.version])}
          >
            {translate('audit.timeline.next')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <TimelineFilters onApply={apply} />
      <Box>{body}</Box>
    </Stack>
  );
};
