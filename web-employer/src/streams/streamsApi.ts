import { apiBase, type CallApi } from '../api';
import type { Direction, EventsPage, StreamCategory, StreamEvent } from './types';

/** Events on one page of the browser. */
export const streamPageSize = 25;

/** `GET /api/admin/streams`: the brand's categories (null: the event store cannot count them). */
export const fetchCategories = async (call: CallApi): Promise<readonly StreamCategory[] | null> =>
  (await call<{ categories: StreamCategory[] | null }>('/admin/streams')).categories;

export function eventsQuery(category: string | null, direction: Direction, from: string | null): string {
  const query = new URLSearchParams({ direction, limit: String(streamPageSize) });
  if (category) query.set('category', category);
  if (from) query.set('from', from);
  return query.toString();
}

/** One page of events in global order, from the event whose checkpoint is `from` (exclusive). */
export const fetchEvents = (
  call: CallApi,
  category: string | null,
  direction: Direction,
  from: string | null,
): Promise<EventsPage> => call<EventsPage>(`/admin/streams/events?${eventsQuery(category, direction, from)}`);

/** One stream's events, oldest first. */
export const fetchStream = async (call: CallApi, streamId: string): Promise<readonly StreamEvent[]> =>
  (await call<{ events: StreamEvent[] }>(`/admin/streams/${encodeURIComponent(streamId)}`)).events;

/** The live tail's address: server-sent events of the category (all when null). */
export const liveUrl = (category: string | null) =>
  `${apiBase}/admin/streams/live${category ? `?${new URLSearchParams({ category })}` : ''}`;

/** What the page needs of an `EventSource` (tests give their own). */
export interface LiveSource {
  addEventListener(type: 'recorded', listener: (message: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type OpenLive = (url: string) => LiveSource;

export const openEventSource: OpenLive = (url) =>
  new EventSource(url, { withCredentials: true }) as unknown as LiveSource;

/** Where personal data an event sealed stands: erased (its key shredded), sealed, or none in it. */
export function personalData(event: StreamEvent): 'erased' | 'sealed' | null {
  const personal = event.data.personal as { erased?: unknown; sealed?: unknown } | undefined;
  if (personal?.erased === true) return 'erased';
  if (personal?.sealed === true) return 'sealed';
  return null;
}
