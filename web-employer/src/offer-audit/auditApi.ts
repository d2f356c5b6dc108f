import { apiBase, apiFailure, isApiFailure, problemCode, type CallApi } from '../api';
import type { AuditedOffer, ExportedEvent, OfferStateAt, OfferTimeline, TimelineFilter } from './types';

/** Events on one page of the timeline. */
export const timelinePageSize = 20;

const offerPath = (offer: string) => `/admin/offers/${encodeURIComponent(offer)}`;

/** `GET /api/admin/offers?q=`: the brand's offers whose id is `q` or whose slug, title or company has it. */
export async function searchOffers(call: CallApi, q: string): Promise<readonly AuditedOffer[]> {
  const query = new URLSearchParams({ q: q.trim(), limit: '50' });
  const found = await call<{ offers: AuditedOffer[] }>(`/admin/offers?${query}`);
  return found.offers;
}

/**
 * The query of one timeline page: the filters, and the events after stream version `after`. One event
 * more than a page is asked for, to know whether a next page exists.
 */
export function timelineQuery(filter: TimelineFilter, after: number, pageSize = timelinePageSize): string {
  const query = new URLSearchParams();
  if (filter.types.length > 0) query.set('type', filter.types.join(','));
  if (filter.actor.trim() !== '') query.set('actor', filter.actor.trim());
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (after > 0) query.set('after', String(after));
  query.set('limit', String(pageSize + 1));
  return query.toString();
}

export interface TimelinePage extends OfferTimeline {
  /** Whether events come after this page. */
  readonly hasMore: boolean;
}

export async function fetchTimeline(
  call: CallApi,
  offer: string,
  filter: TimelineFilter,
  after: number,
  pageSize = timelinePageSize,
): Promise<TimelinePage> {
  const timeline = await call<OfferTimeline>(
    `${offerPath(offer)}/history?${timelineQuery(filter, after, pageSize)}`,
  );
  return {
    ...timeline,
    events: timeline.events.slice(0, pageSize),
    hasMore: timeline.events.length > pageSize,
  };
}

/** The offer's facts for the audit page's heading (its history's first event only). */
export async function fetchAuditedOffer(call: CallApi, offer: string): Promise<AuditedOffer> {
  const { events: _first, ...audited } = await call<OfferTimeline>(`${offerPath(offer)}/history?limit=1`);
  return audited;
}

/** `at`: a stream version or an ISO instant. */
export const fetchStateAt = (call: CallApi, offer: string, at: string) =>
  call<OfferStateAt>(`${offerPath(offer)}/state?${new URLSearchParams({ at })}`);

/** Every event of the stream with its data (the JSON export), for showing an event's payload. */
export async function fetchStreamEvents(call: CallApi, offer: string): Promise<readonly ExportedEvent[]> {
  const exported = await call<{ events: ExportedEvent[] }>(`${offerPath(offer)}/export?format=json`);
  return exported.events;
}

export type ExportFormat = 'json' | 'csv';

export interface DownloadedFile {
  readonly blob: Blob;
  readonly filename: string;
}

/** The name a Content-Disposition header gives, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * The stream's export as a file, fetched with the session cookie like every other call: no token or
 * secret ever goes into a URL a browser could keep in its history.
 */
export async function fetchExport(
  offer: string,
  format: ExportFormat,
  fetcher: typeof fetch = fetch,
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetcher(`${apiBase}${offerPath(offer)}/export?format=${format}`, {
      credentials: 'same-origin',
      headers: { Accept: format === 'csv' ? 'text/csv' : 'application/json' },
    });
  } catch {
    throw apiFailure(0, null);
  }
  if (!response.ok) {
    const problem: unknown = await response.json().catch(() => null);
    throw apiFailure(response.status, problem);
  }
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition'), `offer-${offer}.${format}`),
  };
}

/** Hands a fetched file to the browser's download, as a link to it would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let go of ours.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The catalogue key for a failed audit call. */
export function auditProblemKey(error: unknown): string {
  if (!isApiFailure(error)) return 'errors.sthWentWrong';
  switch (problemCode(error.body)) {
    case 'offer.not_found':
    case 'not_found':
      return 'audit.problems.not_found';
    case 'offer.version_past_end':
      return 'audit.problems.version_past_end';
    case 'offer.not_yet_created':
      return 'audit.problems.not_yet_created';
    case 'validation_failed':
      return 'audit.problems.invalid';
    default:
      return error.status === 404 ? 'audit.problems.not_found' : 'errors.sthWentWrong';
  }
}
