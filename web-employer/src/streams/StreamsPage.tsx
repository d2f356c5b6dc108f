import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { LoadingRows } from '../admin/LoadingRows';
import { useLoaded } from '../admin/useLoaded';
import { usePaged } from '../admin/usePaged';
import { LoadFailed } from '../layout/LoadFailed';
import { StreamEventCard } from './StreamEventCard';
import { fetchCategories, fetchEvents, liveUrl, openEventSource, type OpenLive } from './streamsApi';
import type { Direction, StreamCategory, StreamEvent } from './types';

export const streamsPath = '/admin/streams';

/** The categories the board's streams come in, offered even before the store has counted them. */
const knownCategories = ['offer', 'order', 'application', 'job-alert', 'brand-story'];

/** Categories for the picker: the store's counts, else the known names. */
function categoryOptions(counted: readonly StreamCategory[] | null | undefined) {
  if (counted) return counted;
  return knownCategories.map((category) => ({ category, streams: null }));
}

type LiveState = 'off' | 'connecting' | 'open' | 'lost';

interface Tail {
  readonly session: string;
  readonly state: LiveState;
  readonly events: readonly StreamEvent[];
}

/**
 * New events of the category over server-sent events while `on`; the browser's EventSource reconnects
 * by itself (from the last event id), the page says so meanwhile. Listening is said once the server
 * answered: from then on every new event comes (the tail starts at the store's head before answering).
 */
function useLiveTail(openLive: OpenLive, category: string | null, on: boolean) {
  const session = `${category ?? ''}`;
  const [tail, setTail] = useState<Tail>({ session, state: 'connecting', events: [] });
  useEffect(() => {
    if (!on) return;
    // What an earlier tail (another category, or before switching off) gathered is dropped.
    const update = (change: (current: Tail) => Tail) =>
      setTail((current) =>
        change(current.session === session ? current : { session, state: 'connecting', events: [] }),
      );
    const source = openLive(liveUrl(category));
    update(() => ({ session, state: 'connecting', events: [] }));
    source.onopen = () => update((current) => ({ ...current, state: 'open' }));
    source.onerror = () => update((current) => ({ ...current, state: 'lost' }));
    source.addEventListener('recorded', (message) => {
      const event = JSON.parse(message.data) as StreamEvent;
      update((current) => ({
        ...current,
        state: 'open',
        events: current.events.some((each) => each.id === event.id)
          ? current.events
          : [event, ...current.events],
      }));
    });
    return () => source.close();
  }, [openLive, category, on, session]);
  if (!on) return { state: 'off' as LiveState, events: [] };
  return tail.session === session ? tail : { state: 'connecting' as LiveState, events: [] };
}

interface StreamsProps {
  readonly api: CallApi;
  readonly openLive: OpenLive;
}

const Streams = ({ api, openLive }: StreamsProps) => {
  const translate = useTranslate();
  const [category, setCategory] = useState<string | null>(null);
  const [direction, setDirection] = useState<Direction>('backwards');
  const [live, setLive] = useState(false);
  const [counted] = useLoaded(() => fetchCategories(api), 'categories');
  const {
    loaded: pages,
    more,
    loadingMore,
    retry,
  } = usePaged(
    async (from) => {
      const page = await fetchEvents(api, category, direction, from);
      return { items: page.events, next: page.next };
    },
    `${category ?? ''}|${direction}`,
  );
  const tail = useLiveTail(openLive, category, live);
  const options = categoryOptions(counted.kind === 'done' ? counted.data : null);

  let list: React.ReactNode;
  if (pages.kind === 'loading') list = <LoadingRows height={110} />;
  else if (pages.kind === 'failed')
    list = <LoadFailed error={new Error('streams.loadFailed')} retry={retry} />;
  else {
    // Live events lead a newest-first list and end an oldest-first one once its last page is read.
    const { items: events, next } = pages.data;
    const seen = new Set(events.map((event) => event.id));
    const fresh = tail.events.filter((event) => !seen.has(event.id));
    const leading = direction === 'backwards' ? fresh : [];
    const trailing = direction === 'forwards' && next === null ? [...fresh].reverse() : [];
    const shown = [
      ...leading.map((event) => ({ event, fresh: true })),
      ...events.map((event) => ({ event, fresh: false })),
      ...trailing.map((event) => ({ event, fresh: true })),
    ];
    list =
      shown.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
          {translate('streams.empty')}
        </Typography>
      ) : (
        <>
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {shown.map(({ event, fresh: isFresh }) => (
              <StreamEventCard key={event.id} event={event} fresh={isFresh} />
            ))}
          </Stack>
          <Box sx={{ mt: 2 }}>
            {next ? (
              <Button variant="outlined" disabled={loadingMore} onClick={() => void more()}>
                {translate('streams.more')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('streams.end')}
              </Typography>
            )}
          </Box>
        </>
      );
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('streams.category')}
          value={category ?? ''}
          onChange={(change) => setCategory(change.target.value === '' ? null : change.target.value)}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('streams.allCategories')}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.category} value={option.category}>
              {option.streams === null
                ? option.category
                : translate('streams.categoryOption', {
                    category: option.category,
                    smart_count: option.streams,
                  })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('streams.order')}
          value={direction}
          onChange={(change) => setDirection(change.target.value as Direction)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="backwards">{translate('streams.newestFirst')}</MenuItem>
          <MenuItem value="forwards">{translate('streams.oldestFirst')}</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={live} onChange={(change) => setLive(change.target.checked)} />}
          label={translate('streams.live')}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>
      {(tail.state === 'open' || tail.state === 'lost') && (
        <Alert severity={tail.state === 'lost' ? 'warning' : 'info'} role="status" sx={{ mt: 2 }}>
          {translate(tail.state === 'lost' ? 'streams.liveLost' : 'streams.liveOn')}
        </Alert>
      )}
      {list}
    </>
  );
};

/**
 * The event store's streams for platform admins (issue 17): by category, paged in global order either
 * way, each event's data and metadata pretty-printed, and a live tail of new events.
 */
export const StreamsPage = ({ api = callApi, openLive = openEventSource }: Partial<StreamsProps>) => {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title="streams.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('streams.intro')}
        </Typography>
        <Streams api={api} openLive={openLive} />
      </Box>
    </AdminOnly>
  );
};
